import type { BankQuestion } from '../question-banks.ts';

/**
 * Workplace integrity, attitude and teamwork scenarios for hiring assessments. There is no
 * single rule behind them: `correctAnswer` is the answer we want, and the explanation says why.
 */
export const personalityQuestions: readonly BankQuestion[] = [
  {
    question:
      'You see a crew member working near the eave of a steep roof without being tied off. You:',
    options: [
      'Mind your own business; he has more experience',
      'Tell him to tie off now and stop until he does, then let the crew leader know',
      'Take a photo to show the boss later',
      'Wait until lunch to mention it',
    ],
    correctAnswer: 1,
    explanation:
      'Everyone has stop-work authority. A fall takes seconds; speaking up right away is the only answer.',
  },
  {
    question: 'While carrying bundles you knock over and break a homeowner’s flower pot. You:',
    options: [
      'Clean it up and say nothing',
      'Blame the wind',
      'Tell the homeowner and your crew leader right away and offer to make it right',
      'Hide the pieces in the dumpster',
    ],
    correctAnswer: 2,
    explanation: 'Honesty about small damage is what makes customers trust us with their homes.',
  },
  {
    question:
      'The job is behind and your foreman suggests skipping the ice-and-water membrane in one valley. You:',
    options: [
      'Skip it; he is the boss',
      'Skip it but write it down',
      'Quit on the spot',
      'Say it has to go in per the code and the contract, and call the project manager if he insists',
    ],
    correctAnswer: 3,
    explanation:
      'Shortcuts hidden under shingles become leaks with our name on them. Raise it respectfully and escalate if needed.',
  },
  {
    question: 'During tear-off you find an envelope of cash in the attic over the garage. You:',
    options: [
      'Hand it to your crew leader and make sure the homeowner gets it, with a witness',
      'Split it with the crew',
      'Leave it where it was and say nothing',
      'Keep it; finders keepers',
    ],
    correctAnswer: 0,
    explanation:
      'The customer’s property is theirs. Handing it over with a witness protects you as well as them.',
  },
  {
    question: 'You are going to be 30 minutes late for a 7 AM start. You:',
    options: [
      'Show up and say nothing',
      'Call or text your crew leader before 7 AM with your arrival time',
      'Skip the day',
      'Ask a coworker to tell the boss later',
    ],
    correctAnswer: 1,
    explanation:
      'The crew plans the day around who is there; a heads-up lets them adjust the setup and the ladder plan.',
  },
  {
    question: 'A new helper is struggling to keep up carrying shingles up the ladder. You:',
    options: [
      'Laugh about it with the others',
      'Tell the crew leader he should be let go',
      'Show him the safer way to carry and hoist, and pair up until he gets it',
      'Ignore it; everyone learns eventually',
    ],
    correctAnswer: 2,
    explanation:
      'Good crews teach; a struggling new worker on a ladder is also a safety risk for everyone below.',
  },
  {
    question: 'A coworker asks you to clock him in because he is running late. You:',
    options: [
      'Do it once as a favor',
      'Do it if he pays you back',
      'Do it but tell nobody',
      'Say no, and tell him to call the crew leader',
    ],
    correctAnswer: 3,
    explanation: 'Falsifying time records is dishonest and a firing offense for both of you.',
  },
  {
    question: 'You realize a section you nailed this morning was nailed above the nail line. You:',
    options: [
      'Tell the crew leader, and re-nail or replace that section before moving on',
      'Hope the wind never gets strong',
      'Hide it under the next course',
      'Blame the nail gun',
    ],
    correctAnswer: 0,
    explanation:
      'Owning a mistake while it is cheap to fix is what quality means; the next hurricane will find it otherwise.',
  },
  {
    question: 'The homeowner offers the crew cold beers at lunch on a hot day. You:',
    options: [
      'Accept one; it is only one',
      'Thank them and decline; no alcohol on the job. Ask for water if they offer',
      'Save them for the drive home',
      'Accept for the whole crew',
    ],
    correctAnswer: 1,
    explanation:
      'Alcohol and roofs do not mix, and heat makes it worse. A polite no keeps the customer happy and the crew safe.',
  },
  {
    question: 'It is 96°F, the crew is behind, and you start feeling dizzy and nauseous. You:',
    options: [
      'Push through until the job is done',
      'Drink an energy drink and keep going',
      'Tell your crew leader, get into shade and drink water right away',
      'Go sit in the truck with the engine off without telling anyone',
    ],
    correctAnswer: 2,
    explanation:
      'Dizziness and nausea are heat exhaustion signs; it can become heat stroke fast. Speak up and cool down.',
  },
  {
    question: 'Your crew leader gives you blunt feedback about your flashing work. You:',
    options: [
      'Argue in front of the crew',
      'Stop talking to him',
      'Complain to the customer',
      'Listen, ask what good looks like, and fix it',
    ],
    correctAnswer: 3,
    explanation: 'Taking feedback well is how roofers become lead installers.',
  },
  {
    question: 'You finish your part of the job an hour early. You:',
    options: [
      'Ask the crew leader what is next, help others, or start cleanup and the magnet sweep',
      'Sit in the truck',
      'Leave early without saying anything',
      'Scroll on your phone on the roof',
    ],
    correctAnswer: 0,
    explanation: 'Crews finish together. Extra cleanup is never wasted on a customer’s property.',
  },
  {
    question:
      'Thunder is rumbling in the distance and your foreman has not called the crew down. You:',
    options: [
      'Keep working; it is far away',
      'Remind him of the lightning rule and head down; work resumes 30 minutes after the last thunder',
      'Wait for rain to start',
      'Finish the row, then decide',
    ],
    correctAnswer: 1,
    explanation:
      'If you can hear thunder, lightning can reach you. Our rule: off the roof, and back 30 minutes after the last thunder.',
  },
  {
    question: 'At lunch, a coworker jokes about things he saw inside the customer’s house. You:',
    options: [
      'Join in; the customer will not hear',
      'Post about it online',
      'Change the subject and remind him that what we see in customers’ homes stays private',
      'Tell the neighbors',
    ],
    correctAnswer: 2,
    explanation:
      'Customers let us onto their property; respect for their privacy is part of the job.',
  },
  {
    question: 'You disagree with a coworker about how to lay out a valley. You:',
    options: [
      'Redo his work when he is not looking',
      'Do it your way without saying anything',
      'Argue loudly on the roof',
      'Talk it over calmly and, if you still disagree, ask the crew leader to decide',
    ],
    correctAnswer: 3,
    explanation:
      'Disagreements are settled by talking and by the manufacturer’s instructions, not by quietly undoing someone’s work.',
  },
  {
    question:
      'You notice a nail gun and a bundle sitting at the very edge of the roof above the walkway. You:',
    options: [
      'Move them back from the edge or secure them right away',
      'Leave them; someone else put them there',
      'Kick them off so they are not in the way',
      'Put up a sign later',
    ],
    correctAnswer: 0,
    explanation:
      'Struck-by injuries from falling tools are preventable in seconds; whoever sees it fixes it.',
  },
];
