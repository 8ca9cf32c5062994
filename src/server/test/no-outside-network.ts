import net from 'node:net';

/**
 * Tests talk to the machine they run on (PostgreSQL, the app, local fake services) and
 * nothing else: a connection to any other host fails the test at once.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.1']);
const connect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  // net.connect() hands Socket#connect its arguments already normalised into one array.
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const options = typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as net.NetConnectOpts) : undefined;
  const host = options ? ('host' in options ? options.host : undefined) : typeof second === 'string' ? second : undefined;
  const isUnixSocket = Boolean(options && 'path' in options && options.path) || typeof first === 'string';
  if (!isUnixSocket && host !== undefined && !LOCAL_HOSTS.has(host)) {
    throw new Error(`Tests may not reach outside this machine (tried ${host})`);
  }
  return (connect as (...connectArgs: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
