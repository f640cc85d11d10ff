import { COMPANY, PROMISES } from '@roofing/contracts';
import type { BankQuestion } from '../question-banks.ts';

/** Customer Service: the situations a roofing company's office and crews meet every week. */
export const customerServiceQuestions: readonly BankQuestion[] = [
  {
    question:
      'A homeowner calls during a thunderstorm: water is dripping through a ceiling light. What do you do first?',
    options: [
      'Book a free estimate for next week',
      'Tell them to keep the breaker for that circuit off, move valuables and catch the water, and schedule the emergency tarp crew for when the lightning passes',
      'Send a roofer up on the roof right away',
      'Tell them it is an insurance matter and hang up',
    ],
    correctAnswer: 1,
    explanation: `Safety first (water near wiring), then limit damage. We promise emergency response in ${PROMISES.emergencyResponse}, but nobody goes on a roof in lightning.`,
  },
  {
    question:
      'A homeowner asks whether their insurance will pay for a new roof. The right answer is:',
    options: [
      '"Yes, hail damage is always covered."',
      '"We can waive your deductible so it costs you nothing."',
      '"We will document the damage with photos and can meet your adjuster, but only your insurer decides coverage."',
      '"Insurance never covers roofs in Florida."',
    ],
    correctAnswer: 2,
    explanation:
      'Florida law (s. 489.147) bars roofing contractors from interpreting policy coverage or offering to waive or pay a deductible. We document; the insurer decides.',
  },
  {
    question: 'A customer finds roofing nails in the driveway the morning after the tear-off. You:',
    options: [
      'Apologize, send the crew with the rolling magnet that day, and offer to check the family’s tires',
      'Explain that nails are normal on a roofing job',
      'Tell them to sweep it themselves',
      'Wait for the final cleanup at the end of the job',
    ],
    correctAnswer: 0,
    explanation:
      'A magnet sweep ends every work day on our jobs. Owning the miss and fixing it the same day keeps the customer’s trust.',
  },
  {
    question:
      'On site, the homeowner asks a crew member how much it would cost to add new gutters. The crew member should:',
    options: [
      'Guess a price to be helpful',
      'Say it is not his job',
      'Quote what the last customer paid',
      'Take down the request and pass it to the project manager, who will follow up with a written price',
    ],
    correctAnswer: 3,
    explanation:
      'Prices and changes come in writing from the office, so what the customer hears matches what is billed.',
  },
  {
    question: 'A customer returns 45 days after receiving an estimate and wants that price. You:',
    options: [
      'Refuse to work with them',
      `Explain estimates are valid for ${PROMISES.estimateValidityDays} days because material prices change, and offer an updated estimate right away`,
      'Honor it without checking',
      'Add 20% to be safe',
    ],
    correctAnswer: 1,
    explanation: `Our estimates are good for ${PROMISES.estimateValidityDays} days; an updated one is quick and protects both sides.`,
  },
  {
    question:
      'Rain and lightning push a scheduled roof start back two days. The best way to handle the customer is:',
    options: [
      'Show up when the weather clears without calling',
      'Wait for the customer to call and ask',
      'Call before the original start time, explain the weather rule, and give the new date',
      'Start anyway and stop if it gets bad',
    ],
    correctAnswer: 2,
    explanation:
      'Customers forgive weather delays; they do not forgive silence. Call first, with a new date.',
  },
  {
    question: 'An upset customer calls about a leak after a repair. What is the best first step?',
    options: [
      'Explain why it is probably not our fault',
      'Transfer them to voicemail',
      'Offer a discount on the next job',
      'Listen without interrupting, acknowledge the problem, and set a specific time for an inspection',
    ],
    correctAnswer: 3,
    explanation:
      'Listen, acknowledge, solve, follow up. A prompt inspection finds the cause; the workmanship warranty covers our errors.',
  },
  {
    question:
      'A homeowner offers to pay the crew the balance in cash at the end of the job. The crew should:',
    options: [
      'Accept it and give it to the foreman',
      'Politely decline and explain payments go to the office, which issues a receipt',
      'Accept it if they count it twice',
      'Take half now and half later',
    ],
    correctAnswer: 1,
    explanation: `Payments go to ${COMPANY.legalName} directly, by check, card or bank transfer, with a receipt and a lien waiver, never to crew members.`,
  },
  {
    question:
      'Mid-job, the homeowner decides on a different shingle color. Before the crew changes anything:',
    options: [
      'A written change order with any price or schedule change is signed by the homeowner',
      'The crew just switches bundles',
      'The foreman agrees verbally',
      'Nothing; color changes are free',
    ],
    correctAnswer: 0,
    explanation:
      'The contract requires signed change orders; material already delivered may not be returnable.',
  },
  {
    question: 'A customer leaves a one-star review online that is partly wrong. How do we respond?',
    options: [
      'Post their address and invoice to prove them wrong',
      'Ignore it',
      'Reply briefly and politely, without private details, and invite them to call the office to make it right',
      'Ask friends to post five-star reviews',
    ],
    correctAnswer: 2,
    explanation:
      'A calm public reply shows future customers how we treat problems; details are handled privately.',
  },
  {
    question: 'How quickly do we promise to answer a new quote request or message?',
    options: [
      `Within ${PROMISES.contactWithinHours} hours`,
      'Within a week',
      'Only when a salesperson is free',
      'Within 30 days',
    ],
    correctAnswer: 0,
    explanation: `We promise contact within ${PROMISES.contactWithinHours} hours and a written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the visit.`,
  },
  {
    question: 'An elderly homeowner seems unsure about signing the contract today. You:',
    options: [
      'Tell them the price goes up tomorrow',
      'Explain their 3-day right to cancel and encourage them to review it with family; no pressure to sign today',
      'Have them sign now and explain later',
      'Leave without saying anything',
    ],
    correctAnswer: 1,
    explanation:
      'Florida’s home solicitation sale law (s. 501.021–501.055) gives a 3-business-day right to cancel; pressuring a senior is wrong and costs us referrals.',
  },
  {
    question: 'A veteran asks about discounts. What can you tell them?',
    options: [
      'We do not offer discounts',
      'Only if they pay in cash',
      'Only for commercial jobs',
      `We take ${COMPANY.discounts.veterans}% off for veterans and active military, noted on the estimate`,
    ],
    correctAnswer: 3,
    explanation: `Veterans and active military get ${COMPANY.discounts.veterans}% off, seniors 65+ get ${COMPANY.discounts.seniors}% off; both appear as lines on the estimate.`,
  },
  {
    question: 'Before the crew arrives for a tear-off, what should the customer be told?',
    options: [
      'Nothing; it is a surprise',
      'Only the price',
      'Arrival time, to move cars from the driveway, take down wall hangings near the roof, and keep pets inside',
      'That they must leave the house for a week',
    ],
    correctAnswer: 2,
    explanation:
      'Tear-off vibration can shake items off walls and the dumpster needs the driveway; a good heads-up prevents damage.',
  },
  {
    question: 'A homeowner asks what the workmanship warranty covers. You say:',
    options: [
      'Everything, forever',
      'Leaks and failures caused by our installation, for the years stated on the certificate, separate from the manufacturer’s material warranty',
      'Only the shingles',
      'Nothing after the final payment',
    ],
    correctAnswer: 1,
    explanation:
      'Our certificate covers workmanship; the manufacturer covers material defects. Storm damage beyond code wind speeds is an insurance matter.',
  },
];
