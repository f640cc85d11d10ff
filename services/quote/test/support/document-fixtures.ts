import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { ContractDocumentInput } from '../../src/documents/contract-document.tsx';
import { contractDocumentHtml } from '../../src/documents/contract-document.tsx';
import type { SignedContractInput, Signer } from '../../src/documents/signed-contract.tsx';

/** For the document tests only: a job's contract, its signers, and a drawn signature. */

export const contractInput: ContractDocumentInput = {
  contractNumber: 'SFR-7KQ2M9XD-V1',
  estimateNumber: 'SFR-7KQ2M9XD',
  version: 1,
  issuedOn: '2026-11-23',
  owner: { name: 'Maria Alvarez', phone: '(904) 555-0177', email: 'maria.alvarez@example.com' },
  property: {
    streetAddress: '418 Seagate Ave',
    city: 'Neptune Beach',
    state: 'FL',
    zipCode: '32266',
  },
  scopeOfWork:
    'Tear off the existing shingles to the deck and install a new architectural shingle roof on the house and attached garage (32 squares).',
  roofSystem: 'Architectural asphalt shingle (GAF Timberline HDZ, Charcoal)',
  contractPriceCents: 18_450_00,
  depositCents: 1_845_00,
  startWindow: 'Week of December 7, 2026',
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A handwriting-like stroke (a looping wave with a rising tail) as an RGBA PNG with a
 * transparent background, the way signature_pad exports one.
 */
export function drawnSignaturePng(width = 360, height = 110, loops = 5): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = (py * width + px) * 4;
        pixels.writeUInt32BE(0x0b2545ff, at);
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const turn = t * loops * 2 * Math.PI;
    const x = 24 + t * (width - 60) - 20 * Math.sin(turn);
    const y = height * 0.55 - 26 * Math.cos(turn) * (1 - 0.4 * t) - 12 * t;
    ink(x, y);
  }
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row++) {
    rows[row * (width * 4 + 1)] = 0;
    pixels.copy(rows, row * (width * 4 + 1) + 1, row * width * 4, (row + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const customerSigner: Signer = {
  name: 'Maria Alvarez',
  signedAt: new Date('2026-11-24T14:05:09Z'),
  ipAddress: '203.0.113.45',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  verifiedBy: 'Code e-mailed to m•••@example.com',
  signaturePng: drawnSignaturePng(),
};

export const officeSigner: Signer = {
  name: 'Daniel Reyes',
  signedAt: new Date('2026-11-24T19:32:47Z'),
  ipAddress: '198.51.100.7',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  verifiedBy: 'Staff session (office manager)',
  signaturePng: drawnSignaturePng(320, 100, 4),
};

export function signedInput(overrides: Partial<SignedContractInput> = {}): SignedContractInput {
  const issuedHtml = contractDocumentHtml(contractInput);
  return {
    issuedHtml,
    documentHash: createHash('sha256').update(issuedHtml).digest('hex'),
    contractNumber: contractInput.contractNumber,
    estimateNumber: contractInput.estimateNumber,
    version: 1,
    issuedAt: new Date('2026-11-23T15:12:00Z'),
    viewedAt: new Date('2026-11-24T13:58:30Z'),
    customer: customerSigner,
    office: officeSigner,
    ...overrides,
  };
}
