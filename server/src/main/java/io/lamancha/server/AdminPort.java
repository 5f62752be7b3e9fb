package io.lamancha.server;

import io.lamancha.server.net.admin.AdminServer;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.Readiness;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.world.World;
import io.netty.channel.EventLoopGroup;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** The operator's HTTP port: {@code /metrics}, {@code /healthz}, {@code /readyz}. */
final class AdminPort implements AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    private final AdminView view;
    private final AdminServer server;

    private AdminPort(AdminView view, AdminServer server) {
        this.view = view;
        this.server = server;
    }

    /** @throws StartFailure when its port cannot be bound */
    static AdminPort start(OpsConfig ops, ServerConfig config, Listening listening, OperatorMetrics metrics,
            EventLoopGroup workers, World world, Persistence persistence, Readiness readiness)
            throws InterruptedException {
        AdminView view = new AdminView(metrics, workers, world, persistence, config.dataDir(), readiness);
        AdminServer server;
        try {
            server = AdminServer.start(ops.metricsBind(), ops.metricsPort(), view);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new StartFailure(listening.cannotListen(e, ops.metricsPort(), "--metrics-port").replace("--bind",
                    "--metrics-bind").replace(config.bind(), ops.metricsBind()), e);
        }
        LOG.info("metrics on http://{}:{}/metrics (and /healthz, /readyz)", ops.metricsBind(), server.port());
        return new AdminPort(view, server);
    }

    int port() {
        return server.port();
    }

    @Override
    public void close() {
        server.close();
        view.close();
    }
}
