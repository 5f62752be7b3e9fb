package io.lamancha.server.net.web;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;

/** The HTTP answers the listener gives: a body with its type, or a short plain-text refusal. */
final class HttpReplies {

    private HttpReplies() {
    }

    /** A response carrying {@code body} of {@code contentType}, never cached without asking. */
    static FullHttpResponse of(HttpResponseStatus status, String contentType, byte[] body) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
                Unpooled.wrappedBuffer(body));
        response.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, contentType)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, body.length)
                .set(HttpHeaderNames.CACHE_CONTROL, HttpHeaderValues.NO_CACHE)
                .set("X-Content-Type-Options", "nosniff")
                .set("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:;"
                        + " frame-ancestors 'none'");
        return response;
    }

    /** A plain-text {@code status} with {@code sentence}, then the connection is closed. */
    static void sendAndClose(ChannelHandlerContext ctx, HttpResponseStatus status, String sentence) {
        FullHttpResponse response = of(status, "text/plain; charset=utf-8",
                (sentence + "\n").getBytes(StandardCharsets.UTF_8));
        response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
}
