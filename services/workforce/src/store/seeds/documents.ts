import type { Tx } from '@roofing/platform';
import { createElement, Fragment } from 'react';
import { printableHtml, Sections } from '../../content/printable.tsx';
import { libraryDocuments } from '../schema.ts';
import { insertStoredFile } from '../stored-files.ts';

interface SampleDocument {
  title: string;
  category: string;
  description: string;
  tags: string[];
  isConfidential: boolean;
  uploadedBy: string;
  daysAgo: number;
  sections: Array<[string, string[]]>;
}

/** The library's eight built-in documents (portal §2), as real, printable files. */
const SAMPLES: SampleDocument[] = [
  {
    title: 'Residential Roofing Contract Template',
    category: 'contracts',
    description:
      'Our standard re-roof agreement for single-family homes: scope, price, payment schedule, permits, warranty and the Florida notices.',
    tags: ['contract', 'residential', 'template'],
    isConfidential: false,
    uploadedBy: 'Jasmine Carter',
    daysAgo: 120,
    sections: [
      [
        'Scope of work',
        [
          'Remove existing roofing to the deck; inspect and replace damaged decking at the unit price below.',
          "Install secondary water barrier, drip edge, underlayment and the roofing system named in the estimate, to the Florida Building Code and the manufacturer's instructions.",
          'Haul away all debris; magnetic sweep of the yard and driveway.',
        ],
      ],
      [
        'Price and payment',
        [
          'Contract price as stated in the estimate. Deck replacement: per 4×8 sheet at the stated unit price.',
          'Deposit of no more than 10% at signing; balance on completion and final inspection.',
        ],
      ],
      [
        'Permits and inspections',
        [
          'Contractor pulls the building permit and schedules the inspections required by the county.',
        ],
      ],
      [
        'Florida notices',
        [
          "Florida's Construction Industry Recovery Fund notice (s. 489.1425, F.S.).",
          "Homeowner's right to cancel within 3 business days when the contract is signed at the home.",
          'Notice to owner / lien law summary (s. 713, F.S.).',
        ],
      ],
      [
        'Warranty',
        [
          "Workmanship warranty from the contractor; manufacturer's material warranty registered in the owner's name.",
        ],
      ],
    ],
  },
  {
    title: 'OSHA Fall Protection Safety Manual',
    category: 'safety',
    description:
      'How every crew plans, installs and inspects fall protection on steep- and low-slope roofs.',
    tags: ['osha', 'fall protection', 'manual'],
    isConfidential: false,
    uploadedBy: 'Tanya Brooks',
    daysAgo: 95,
    sections: [
      [
        'Planning',
        ['Anchor points chosen before tear-off; rescue plan written on the daily checklist.'],
      ],
      [
        'Equipment',
        ['Harnesses and lanyards inspected before each use; anchors rated 5,000 lb per worker.'],
      ],
      [
        'Low-slope roofs',
        ['Warning lines at 6 feet from the edge with a safety monitor, or personal fall arrest.'],
      ],
    ],
  },
  {
    title: 'Employee Handbook 2026',
    category: 'employee',
    description:
      'Pay periods, time off, vehicle use, tools, conduct and who to call: the handbook every new hire signs.',
    tags: ['handbook', 'hr', 'policies'],
    isConfidential: false,
    uploadedBy: 'Brittany Holloway',
    daysAgo: 320,
    sections: [
      [
        'Pay and hours',
        ['Weekly pay on Friday by direct deposit. Crew days start at the shop at 6:45 AM.'],
      ],
      [
        'Time off',
        ['Paid time off accrues from the first day; request a week ahead outside storm season.'],
      ],
      [
        'Company vehicles',
        ['Drivers hold a valid Florida license; no personal errands; loads tied down and flagged.'],
      ],
    ],
  },
  {
    title: 'Florida Building Code Compliance Checklist',
    category: 'compliance',
    description:
      'Re-roof checklist for the 8th Edition (2023) Florida Building Code, including the roof-to-wall and secondary water barrier requirements.',
    tags: ['florida building code', 'compliance', 'checklist'],
    isConfidential: false,
    uploadedBy: 'Jasmine Carter',
    daysAgo: 60,
    sections: [
      [
        'Before tear-off',
        ['Permit posted; product approvals (FL numbers) for every roofing product on file.'],
      ],
      [
        'Deck and water barrier',
        [
          'Re-nail the deck to the current schedule; install a secondary water barrier as required when the roof covering is replaced.',
        ],
      ],
      [
        'Wind',
        [
          "Shingles rated for the site's design wind speed; high-wind nailing pattern; starter strips at eaves and rakes.",
        ],
      ],
    ],
  },
  {
    title: 'Q3 2026 Financial Summary',
    category: 'financial',
    description:
      'Revenue, gross margin by job type, receivables and storm-season backlog for July–September.',
    tags: ['finance', 'quarterly', 'confidential'],
    isConfidential: true,
    uploadedBy: 'Brittany Holloway',
    daysAgo: 40,
    sections: [
      [
        'Highlights',
        [
          'Re-roof jobs completed: 64; repairs: 211; inspections: 158.',
          'Gross margin held near target despite underlayment price increases.',
          'Receivables over 60 days: two insurance-funded jobs awaiting supplements.',
        ],
      ],
      ['Outlook', ['Backlog of 38 signed re-roofs entering the fourth quarter.']],
    ],
  },
  {
    title: 'Roofing Installation Training Guide',
    category: 'training',
    description:
      'Step-by-step installation standards for shingle, metal and tile systems used on the First Coast.',
    tags: ['training', 'installation', 'standards'],
    isConfidential: false,
    uploadedBy: 'Marcus Delgado',
    daysAgo: 150,
    sections: [
      [
        'Shingles',
        [
          'Six nails per shingle in the nail line; starter course at eaves and rakes; valleys closed-cut or woven per the manufacturer.',
        ],
      ],
      [
        'Metal',
        ['Clips at the spacing on the product approval; no exposed fasteners on standing seam.'],
      ],
      [
        'Tile',
        ['Foam or mechanical attachment per the approval; hip and ridge on a secured nailer.'],
      ],
    ],
  },
  {
    title: 'Hurricane Season Emergency Policy',
    category: 'policies',
    description:
      'What the company does from a hurricane watch to the first week after landfall: job sites, customers, crews and emergency tarping.',
    tags: ['hurricane', 'emergency', 'policy'],
    isConfidential: false,
    uploadedBy: 'Tanya Brooks',
    daysAgo: 180,
    sections: [
      [
        'Watch issued',
        ['Dry-in every open roof; secure materials; call customers with open jobs.'],
      ],
      [
        'After landfall',
        [
          'Emergency tarping queue by urgency: active leaks over living space first.',
          "Photograph damage for the homeowner's claim before tarping.",
        ],
      ],
    ],
  },
  {
    title: 'Manufacturer Warranty Registration Form',
    category: 'warranty',
    description:
      "The information we send to register a system warranty in the homeowner's name within 60 days of completion.",
    tags: ['warranty', 'registration', 'form'],
    isConfidential: false,
    uploadedBy: 'Brittany Holloway',
    daysAgo: 75,
    sections: [
      ['Homeowner and property', ['Owner name(s), property address, phone, e-mail.']],
      [
        'System',
        [
          'Manufacturer, shingle line and color, underlayment, ridge vent, number of squares, completion date.',
        ],
      ],
      [
        'Contractor',
        ['Company name, license number, certification number of the installing contractor.'],
      ],
    ],
  },
];

export async function seedDocuments(tx: Tx) {
  for (const sample of SAMPLES) {
    const sections = sample.sections.map(([heading, items]) => ({ heading, items }));
    const body = createElement(
      Fragment,
      null,
      createElement('p', null, sample.description),
      createElement(Sections, { sections }),
    );
    const file = await insertStoredFile(tx, {
      filename: `${sample.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '')}.html`,
      contentType: 'text/html; charset=utf-8',
      data: Buffer.from(
        printableHtml(
          sample.title,
          body,
          sample.isConfidential ? 'Confidential: internal use only' : '',
        ),
      ),
      uploadedBy: 'seed',
    });
    await tx.insert(libraryDocuments).values({
      title: sample.title,
      category: sample.category,
      type: 'HTML',
      description: sample.description,
      fileId: file.id,
      uploadedBy: sample.uploadedBy,
      tags: sample.tags,
      isConfidential: sample.isConfidential,
      source: 'seed',
      uploadedAt: new Date(Date.now() - sample.daysAgo * 86_400_000),
    });
  }
}
