// DynamoDB Local as its own main starts it (ServerRunner: arguments, then the server), with its
// HTTP listener bound to 127.0.0.1 only: the jar has no host option and listens on every interface
// otherwise. Run from source by `java` itself (no compiler step): infra/local/dynamodb.ts.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector c : server.getConnectors()) {
      if (c instanceof ServerConnector) {
        ((ServerConnector) c).setHost("127.0.0.1");
        bound++;
      }
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no HTTP connector to bind to 127.0.0.1");
    proxy.start();
  }
}
