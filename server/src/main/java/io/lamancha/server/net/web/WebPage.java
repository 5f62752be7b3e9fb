package io.lamancha.server.net.web;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Serves the browser page: {@code GET /} is {@code index.html}, and every other path names a file
 * under {@code web/} in the server's jar, with the content type of its extension ({@code /rules/}
 * holds the games' documents from {@code docs/games}, which the page's rules panel shows). A path of
 * anything but plain names (no {@code ..}, no percent tricks: it is checked after decoding), an
 * unknown extension or a missing file is 404; a method other than GET and HEAD is 405.
 */
final class WebPage extends SimpleChannelInboundHandler<FullHttpRequest> {

    /** Where the page's files are in the jar. */
    static final String ROOT = "web/";

    private static final Pattern PLAIN_PATH = Pattern.compile("(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "json", "application/json; charset=utf-8",
            "md", "text/markdown; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon",
            "txt", "text/plain; charset=utf-8");

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        if (!request.decoderResult().isSuccess()) {
            HttpReplies.sendAndClose(ctx, HttpResponseStatus.BAD_REQUEST, "That request could not be read.");
            return;
        }
        boolean head = HttpMethod.HEAD.equals(request.method());
        if (!head && !HttpMethod.GET.equals(request.method())) {
            FullHttpResponse refused = HttpReplies.of(HttpResponseStatus.METHOD_NOT_ALLOWED,
                    "text/plain; charset=utf-8", "Only GET and HEAD are served.\n".getBytes(
                            java.nio.charset.StandardCharsets.UTF_8));
            refused.headers().set(HttpHeaderNames.ALLOW, "GET, HEAD");
            send(ctx, request, refused);
            return;
        }
        String path = new QueryStringDecoder(request.uri()).path();
        Optional<FullHttpResponse> file = file("/".equals(path) ? "/index.html" : path);
        FullHttpResponse response = file.orElseGet(() -> HttpReplies.of(HttpResponseStatus.NOT_FOUND,
                "text/plain; charset=utf-8", "Not found.\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        if (head) {
            response.content().clear();
        }
        send(ctx, request, response);
    }

    /** The file at {@code path} with its type, if it is a plain path to a file the page has. */
    static Optional<FullHttpResponse> file(String path) {
        String type = TYPES.get(extensionOf(path));
        if (type == null || !PLAIN_PATH.matcher(path).matches() || path.contains("..")) {
            return Optional.empty();
        }
        // A read from the jar, which the class loader holds open: small files, no disk wait to speak of.
        try (InputStream in = WebPage.class.getClassLoader().getResourceAsStream(ROOT + path.substring(1))) {
            return in == null ? Optional.empty()
                    : Optional.of(HttpReplies.of(HttpResponseStatus.OK, type, in.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String extensionOf(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 || dot < path.lastIndexOf('/') ? "" : path.substring(dot + 1);
    }

    private static void send(ChannelHandlerContext ctx, FullHttpRequest request, FullHttpResponse response) {
        if (HttpUtil.isKeepAlive(request)) {
            response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
            ctx.writeAndFlush(response);
        } else {
            ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
        }
    }
}
