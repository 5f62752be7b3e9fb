package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import java.util.Arrays;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/** Output a socket does not take at once waits, and reaches the peer once retried. */
class FanoutConnTest {

    @Test
    void aStalledConnectionIsQueuedOnceAndItsBacklogArrivesInOrderWhenRetried() throws Exception {
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress("127.0.0.1", 0));
            SocketChannel ch = SocketChannel.open(new InetSocketAddress("127.0.0.1", server.getLocalPort()));
            ch.configureBlocking(false);
            try (Socket peer = server.accept()) {
                Queue<FanoutConn> stalled = new ConcurrentLinkedQueue<>();
                FanoutConn conn = new FanoutConn(7, ch, new Framing.Lines(), stalled);
                byte[] chunk = new byte[64 * 1024];
                int chunks = 100; // far more than the loopback socket buffers hold unread
                for (int i = 0; i < chunks; i++) {
                    Arrays.fill(chunk, (byte) i);
                    conn.write(chunk);
                }
                assertThat(stalled).as("queued once, however many writes stalled").containsExactly(conn);

                byte[] got = new byte[chunks * chunk.length];
                int read = 0;
                InputStream in = peer.getInputStream();
                peer.setSoTimeout(10_000);
                while (read < got.length) {
                    FanoutConn.retryStalled(stalled);
                    read += in.read(got, read, got.length - read);
                }
                FanoutConn.retryStalled(stalled);
                assertThat(stalled).as("nothing left to send").isEmpty();
                for (int i = 0; i < chunks; i++) {
                    assertThat(got[i * chunk.length]).as("chunk %d in order", i).isEqualTo((byte) i);
                    assertThat(got[(i + 1) * chunk.length - 1]).isEqualTo((byte) i);
                }
            } finally {
                ch.close();
            }
        }
    }
}
