package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The page's files over plain HTTP from the browser listener, and nothing else of the jar. */
class WebPageE2ETest extends LiveServerFixture {

    @Override
    LiveServer startLiveServer() throws Exception {
        return LiveServer.withWeb(data);
    }

    @Test
    void theRootIsThePageInHtml() throws Exception {
        String reply = request("GET", "/");
        assertThat(reply).startsWith("HTTP/1.1 200 OK");
        assertThat(reply).containsIgnoringCase("content-type: text/html; charset=utf-8");
        assertThat(reply).contains("<title>La Mancha</title>").contains("app.js");
    }

    @Test
    void theScriptsAndTheStyleComeWithTheirTypes() throws Exception {
        assertThat(request("GET", "/app.js")).startsWith("HTTP/1.1 200 OK")
                .containsIgnoringCase("content-type: text/javascript; charset=utf-8").contains("import");
        assertThat(request("GET", "/views.js")).startsWith("HTTP/1.1 200 OK");
        assertThat(request("GET", "/style.css")).startsWith("HTTP/1.1 200 OK")
                .containsIgnoringCase("content-type: text/css; charset=utf-8");
    }

    @Test
    void theGamesDocumentsAreServedForTheRulesPanel() throws Exception {
        for (String game : new String[] {"quixote-tricks", "doncarlo", "quixote-tiles", "hidalgo"}) {
            assertThat(request("GET", "/rules/" + game + ".md")).as(game).startsWith("HTTP/1.1 200 OK")
                    .containsIgnoringCase("content-type: text/markdown; charset=utf-8").contains("\n## ");
        }
        assertThat(request("GET", "/rules/README.md")).startsWith("HTTP/1.1 404 Not Found");
    }

    @Test
    void nothingOutsideThePageIsServedHoweverThePathIsWritten() throws Exception {
        for (String path : new String[] {"/../log4j2.xml", "/%2e%2e/log4j2.xml", "/..%2flog4j2.xml",
                "/io/lamancha/server/Main.class", "/web/index.html", "/missing.js", "//etc/passwd",
                "/.%2e/.%2e/etc/passwd", "/index.html%00.js"}) {
            assertThat(request("GET", path)).as(path).startsWith("HTTP/1.1 404 Not Found");
        }
    }

    @Test
    void onlyGetAndHeadAreServed() throws Exception {
        assertThat(request("HEAD", "/")).startsWith("HTTP/1.1 200 OK").doesNotContain("<title>");
        assertThat(request("POST", "/")).startsWith("HTTP/1.1 405 Method Not Allowed")
                .containsIgnoringCase("allow: GET, HEAD");
    }

    /** One request on a fresh connection, exactly as written; the whole reply. */
    private String request(String method, String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.webPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write((method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
