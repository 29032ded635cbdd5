import java.lang.reflect.Field;
import java.lang.reflect.Method;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local on one host only. `java -jar DynamoDBLocal.jar` has no host option: its Jetty server is built with
 * `new Server(port)`, which listens on every interface. This launcher builds the same server from the same command
 * line, sets the host on its Jetty connectors before they open, then starts it. Run by functions/local/dynamodb-local.ts
 * with Java's single-file source launcher; the host is the system property `dynamodb.host` (127.0.0.1 by default).
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Object jetty = field.get(server);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local's Jetty server has no connector to bind");
    for (Object connector : connectors) {
      Method setHost = connector.getClass().getMethod("setHost", String.class);
      setHost.invoke(connector, host);
    }
    server.start();
    System.out.println("DynamoDB Local listening on " + host);
    server.join();
  }
}
