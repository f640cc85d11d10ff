// One worker thread of the WASM speech engine (espeak-wasm.ts starts it). Plain JavaScript on
// purpose: a thread does not inherit a TypeScript loader under every runner (tsx, vitest).
// Synthesis is CPU work of a few hundred milliseconds; in a thread it never stalls the event
// loop of the process that serves HTTP (embedded mode runs the jobs in the web process).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
// 18 MB with the voice data inside: compiled once per thread, instantiated per clip (each run
// of espeak-ng's main() needs a fresh instance).
const compiled = readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')).then((bytes) =>
  WebAssembly.compile(bytes),
);

async function synthesize(text, args) {
  const module = await compiled;
  const errors = [];
  const espeak = await ESpeakNg({
    arguments: [...args, '-w', '/speech.wav', '-f', '/speech.txt'],
    // The text goes in as a file, never as an argument espeak could read as an option.
    preRun: [(runtime) => runtime.FS.writeFile('/speech.txt', text)],
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
    print: () => {},
    printErr: (line) => {
      if (!line.includes('keepRuntimeAlive')) errors.push(line);
    },
  });
  try {
    return espeak.FS.readFile('/speech.wav');
  } catch {
    throw new Error(
      `espeak-ng (WASM) wrote no audio${errors.length ? `: ${errors.join(' ')}` : ''}`,
    );
  }
}

parentPort.on('message', async ({ id, text, args }) => {
  try {
    const wav = await synthesize(text, args);
    const copy = wav.slice().buffer;
    parentPort.postMessage({ id, wav: copy }, [copy]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
