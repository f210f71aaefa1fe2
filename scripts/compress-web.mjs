// Compresses the built web app's text files once, at build time, as hard as brotli and gzip go
// (dist/web/**/*.{js,css,svg,json,pdf} → .br and .gz beside them). The server sends these as they
// are (@fastify/static's preCompressed), so a phone downloads the smallest files without the
// server compressing each one again for every visitor.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const TEXT = /\.(js|css|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= 1024) {
      const bytes = readFileSync(path);
      const br = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files++;
      before += bytes.length;
      after += br.length;
    }
  }
}

walk(root);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
