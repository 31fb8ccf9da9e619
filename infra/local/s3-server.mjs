#!/usr/bin/env node
// @ts-check
// Local S3-compatible object store (s3rver) on 127.0.0.1, data in a folder.
//
//   node infra/local/s3-server.mjs --port 9000 --dir .data/s3 [--bucket user-documents]
//
// Clients (AWS SDK v3) must use `forcePathStyle: true` and
// `requestChecksumCalculation: 'WHEN_REQUIRED'`: with the SDK's default checksums,
// streamed uploads are stored with the aws-chunked framing inside the object.
// s3rver does not check signatures; any access key works (the project uses S3RVER/S3RVER).

import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { exitOnSignals } from './lib/program.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string' },
    bucket: { type: 'string', multiple: true },
    'pid-file': { type: 'string' },
  },
});
if (!values.dir) {
  console.error('usage: s3-server.mjs --dir DIR [--port 9000] [--bucket NAME]... [--pid-file FILE]');
  process.exit(2);
}
const port = Number(values.port);
const buckets = values.bucket?.length ? values.bucket : ['user-documents'];

// Browsers on the local dev servers upload and download with presigned URLs.
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>Content-Type</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

// s3rver's close() can hang when its folder was never created: create it first.
mkdirSync(values.dir, { recursive: true });

const server = new S3rver({
  address: values.host,
  port,
  directory: values.dir,
  silent: true,
  // Clients use path-style URLs; never guess a bucket from the Host header.
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [cors] })),
});

const address = await server.run();
if (values['pid-file']) writeFileSync(values['pid-file'], `${process.pid}\n`);
console.log(
  `${new Date().toISOString()} s3rver listening on http://${address.address}:${address.port} ` +
    `(folder ${values.dir}, buckets ${buckets.join(', ')})`,
);

exitOnSignals(() => {
  // Keep-alive connections would hold close() open.
  const closed = server.close();
  server.httpServer?.closeAllConnections?.();
  return closed;
});
