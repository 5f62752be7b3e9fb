package io.lamancha.server.net.admin;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Answers one admin request: {@code GET /metrics}, {@code /healthz}, {@code /readyz}. Each
 * response closes its connection (scrapers and probes open one per request).
 */
final class AdminHandler extends SimpleChannelInboundHandler<FullHttpRequest> {

    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final String TEXT = "text/plain; charset=utf-8";

    private final AdminEndpoints endpoints;

    AdminHandler(AdminEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        if (!request.method().equals(HttpMethod.GET)) {
            respond(ctx, HttpResponseStatus.METHOD_NOT_ALLOWED, TEXT, "GET only\n");
            return;
        }
        switch (new QueryStringDecoder(request.uri()).path()) {
            case "/metrics" -> respond(ctx, HttpResponseStatus.OK, PROMETHEUS_TEXT, endpoints.metrics());
            case "/healthz" -> probe(ctx, endpoints.live(), "up\n", "an event loop does not answer\n");
            case "/readyz" -> ready(ctx, endpoints.ready());
            default -> respond(ctx, HttpResponseStatus.NOT_FOUND, TEXT, "/metrics, /healthz or /readyz\n");
        }
    }

    private static void probe(ChannelHandlerContext ctx, CompletableFuture<Boolean> check, String yes, String no) {
        check.whenComplete((ok, failed) -> ctx.executor().execute(() -> {
            boolean fine = failed == null && Boolean.TRUE.equals(ok);
            respond(ctx, fine ? HttpResponseStatus.OK : HttpResponseStatus.SERVICE_UNAVAILABLE, TEXT, fine ? yes : no);
        }));
    }

    /** 200 {@code ready}, or 503 {@code not ready: } and what holds the server back. */
    private static void ready(ChannelHandlerContext ctx, CompletableFuture<List<String>> check) {
        check.whenComplete((blocking, failed) -> ctx.executor().execute(() -> {
            List<String> why = failed != null ? List.of("the check failed") : blocking;
            respond(ctx, why.isEmpty() ? HttpResponseStatus.OK : HttpResponseStatus.SERVICE_UNAVAILABLE, TEXT,
                    why.isEmpty() ? "ready\n" : "not ready: " + String.join(", ", why) + "\n");
        }));
    }

    private static void respond(ChannelHandlerContext ctx, HttpResponseStatus status, String type, String body) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
                Unpooled.wrappedBuffer(body.getBytes(StandardCharsets.UTF_8)));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, type)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }
}
