import { describe, expect, it } from 'vitest';
import { synthesizeWithWasm } from './espeak-wasm.ts';
import { espeakArguments } from './speech-engines.ts';
import { readWav } from './wav.ts';

/** A Spanish answer is spoken with espeak-ng's Latin American Spanish voice (issue 24). */
describe('the offline voice speaks the answer’s language', () => {
  it('picks es-419 for Spanish and en-us for English, deep or higher', () => {
    expect(espeakArguments('onyx', 'es').slice(0, 2)).toEqual(['-v', 'es-419+m3']);
    expect(espeakArguments('nova', 'es').slice(0, 2)).toEqual(['-v', 'es-419+f3']);
    expect(espeakArguments('onyx').slice(0, 2)).toEqual(['-v', 'en-us+m3']);
  });

  it('the WASM build has the Spanish voice and speaks with it', async () => {
    const wav = await synthesizeWithWasm(
      'Sí, con gusto vamos a ver su techo. Llame al (904) 555-0142.',
      espeakArguments('onyx', 'es'),
      { threads: 1 },
    );
    expect(readWav(wav).samples.length).toBeGreaterThan(16_000);
  });
});
