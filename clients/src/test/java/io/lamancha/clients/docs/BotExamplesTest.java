package io.lamancha.clients.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.clients.testing.Console;
import io.lamancha.clients.testing.LiveServer;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Runs the three example bots of docs/BOTS.md, as written there, against a real server. */
@Timeout(90)
class BotExamplesTest {

    private static final Path BOTS_MD = Path.of("..", "docs", "BOTS.md");

    @TempDir
    static Path dir;
    static LiveServer server;

    @BeforeAll
    static void startServer() throws Exception {
        server = LiveServer.start(dir.resolve("server"), false);
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @Test
    void theJavaExampleCompilesAndPlaysThreeGames() throws Exception {
        Path src = dir.resolve("java/MyBot.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, example("java"), StandardCharsets.UTF_8);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int compiled = javac.run(null, null, null, "-cp", System.getProperty("java.class.path"), "-d",
                src.getParent().toString(), src.toString());
        assertThat(compiled).isZero();

        try (URLClassLoader loader = new URLClassLoader(new URL[] {src.getParent().toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass("MyBot").getMethod("main", String[].class);
            Console c = Console.run(() -> {
                try {
                    main.invoke(null, (Object) new String[] {Integer.toString(server.port()), "pick"});
                    return 0;
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            });
            assertThat(c.out().lines().filter(l -> l.startsWith("pick ")).count()).as(c.out()).isEqualTo(3);
        }
    }

    @Test
    void thePythonExamplePlaysAGameToTheEnd() throws Exception {
        Path script = dir.resolve("bot.py");
        Files.writeString(script, example("python"), StandardCharsets.UTF_8);
        List<String> out = run(List.of("python3", script.toString(), Integer.toString(server.port()), "pick", "3"));
        assertThat(out).anyMatch(l -> l.matches("py\\d+ (won|lost) \\{.*\\}"));
    }

    @Test
    void theShellOneLinerPlaysAGameToTheEnd() throws Exception {
        String line = "P=" + server.port() + " G=pick N=2; " + example("shell").strip();
        List<String> out = run(List.of("bash", "-c", line));
        assertThat(out).anyMatch(l -> l.startsWith("{\"ev\":\"end\"") && l.contains("\"game\":\"pick\""));
    }

    /** The code block that follows {@code <!-- example:kind -->} in BOTS.md. */
    static String example(String kind) throws IOException {
        String md = Files.readString(BOTS_MD, StandardCharsets.UTF_8);
        int marker = md.indexOf("<!-- example:" + kind + " -->");
        assertThat(marker).as("example " + kind + " in BOTS.md").isNotNegative();
        int start = md.indexOf('\n', md.indexOf("```", marker)) + 1;
        return md.substring(start, md.indexOf("```", start));
    }

    private static List<String> run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean done = p.waitFor(60, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(done).as("finished in time: " + out).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().toList();
    }
}
