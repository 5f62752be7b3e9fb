package io.lamancha.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Turns server events into wire lines: the text form (one line per text line, each wrapped to fit
 * {@link TextLayout#COLUMNS}) or one JSON object per event with {@code "ev"} first and
 * {@code "tag"} second when the reply is tagged. Thread-safe.
 */
public final class LineEncoder {

    private final ObjectMapper mapper;

    public LineEncoder() {
        this.mapper = newMapper();
    }

    /** The mapper used for JSON lines: record components only, nulls omitted. */
    public static ObjectMapper newMapper() {
        return new ObjectMapper()
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }

    /** The event as wire text, each line ending in {@code \n}; {@code tag} may be null. */
    public String encode(ServerEvent event, WireFormat format, String tag) {
        return format == WireFormat.JSON ? json(event, tag) + "\n" : text(event.lines(), tag);
    }

    /** {@link #encode} as UTF-8 bytes. */
    public byte[] encodeBytes(ServerEvent event, WireFormat format, String tag) {
        return encode(event, format, tag).getBytes(StandardCharsets.UTF_8);
    }

    /** One JSON object, no line ending. */
    public String json(ServerEvent event, String tag) {
        String fields;
        try {
            // The record's own fields in one pass (no intermediate tree), then "ev" and "tag" put first.
            fields = mapper.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + event.ev(), e);
        }
        StringBuilder sb = new StringBuilder(fields.length() + 32).append("{\"ev\":\"").append(event.ev()).append('"');
        if (tag != null) {
            // Tags are 1-32 of letters, digits and _ - . : (ClientLine.isTag): nothing to escape.
            sb.append(",\"tag\":\"").append(tag).append('"');
        }
        if (fields.length() > 2) {
            sb.append(',').append(fields, 1, fields.length());
        } else {
            sb.append('}');
        }
        return sb.toString();
    }

    private static String text(List<String> lines, String tag) {
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            for (String fitted : TextLayout.wrap(line)) {
                if (tag != null) {
                    sb.append('#').append(tag).append(' ');
                }
                sb.append(fitted).append('\n');
            }
        }
        return sb.toString();
    }
}
