package io.lamancha.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Turns server events into wire lines: the text form (one line per text line, each wrapped to fit
 * {@link TextLayout#COLUMNS}) or one JSON object per event with {@code "ev"} first and
 * {@code "tag"} second when the reply is tagged. Thread-safe.
 */
public final class LineEncoder {

    private final ObjectMapper mapper;
    private final RecordJson records;

    public LineEncoder() {
        this.mapper = newMapper();
        this.records = new RecordJson(mapper);
    }

    /** The mapper used for JSON lines: record components only, nulls omitted. */
    public static ObjectMapper newMapper() {
        return new ObjectMapper()
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }

    /** The event as wire text, each line ending in {@code \n}; {@code tag} may be null. */
    public String encode(ServerEvent event, WireFormat format, String tag) {
        if (format == WireFormat.JSON && perMove(event)) {
            return new String(streamed(event, tag, true), StandardCharsets.UTF_8);
        }
        return format == WireFormat.JSON ? json(event, tag) + "\n" : text(event.lines(), tag);
    }

    /** {@link #encode} as UTF-8 bytes. */
    public byte[] encodeBytes(ServerEvent event, WireFormat format, String tag) {
        if (format == WireFormat.JSON && perMove(event)) {
            return streamed(event, tag, true);
        }
        return encode(event, format, tag).getBytes(StandardCharsets.UTF_8);
    }

    /** One JSON object, no line ending. */
    public String json(ServerEvent event, String tag) {
        if (perMove(event)) {
            return new String(streamed(event, tag, false), StandardCharsets.UTF_8);
        }
        return databind(event, tag);
    }

    /** The lines sent after every move: a game's states and its news, streamed. */
    private static boolean perMove(ServerEvent event) {
        return event.perMove();
    }

    /**
     * A game's state or news, the lines sent after every move to JSON viewers, as UTF-8: written
     * straight into bytes on the streaming generator by {@link RecordJson} (no string, no copy
     * per step), the same text as {@link #databind}.
     */
    private byte[] streamed(ServerEvent event, String tag, boolean newline) {
        JsonFactory factory = mapper.getFactory();
        BufferRecycler buffers = factory._getBufferRecycler();
        try (ByteArrayBuilder bytes = new ByteArrayBuilder(buffers)) {
            try (JsonGenerator out = factory.createGenerator(bytes, JsonEncoding.UTF8)) {
                out.writeStartObject();
                out.writeStringField("ev", event.ev());
                if (tag != null) {
                    out.writeStringField("tag", tag);
                }
                records.writeFields(out, (Record) event);
                out.writeEndObject();
                if (newline) {
                    out.writeRaw('\n');
                }
            }
            byte[] line = bytes.toByteArray();
            bytes.release();
            return line;
        } catch (IOException | IllegalArgumentException e) {
            // a string UTF-8 cannot carry (a lone surrogate; the text way writes '?' for it), or not a
            // plain record: databind
            String line = databind(event, tag) + (newline ? "\n" : "");
            return line.getBytes(StandardCharsets.UTF_8);
        } finally {
            buffers.releaseToPool();
        }
    }

    /**
     * Any event by databind: the record's components, then "ev" and "tag" put first; also the
     * reference the streamed states are checked against.
     */
    public String databind(ServerEvent event, String tag) {
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
