import { MARK_COLORS, type PhotoMark } from '@roofing/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { describeMark, keyToDelta, type MarkColor, type MarkTool, STEP } from './mark-geometry.ts';

const TOOLS: readonly { value: MarkTool; label: string; hint: string }[] = [
  { value: 'select', label: 'Select', hint: 'Click a mark to choose it; drag it to move it.' },
  {
    value: 'arrow',
    label: 'Arrow',
    hint: 'Drag from the tail to the point, or click the tail, then click the point.',
  },
  { value: 'circle', label: 'Circle', hint: 'Drag out from the centre, or click for a circle.' },
  { value: 'note', label: 'Note', hint: 'Type the note below, then click where it goes.' },
];

const COLOR_LABELS: Record<MarkColor, string> = { red: 'Red', yellow: 'Yellow', white: 'White' };

/** The tool in use, the colour, and the note's text (the chosen note's, when one is chosen). */
export function MarksToolbar({
  tool,
  onTool,
  color,
  onColor,
  noteText,
  onNoteText,
  noteTextId,
  onAddAtCentre,
  full,
}: {
  tool: MarkTool;
  onTool: (tool: MarkTool) => void;
  color: MarkColor;
  onColor: (color: MarkColor) => void;
  noteText: string;
  onNoteText: (text: string) => void;
  noteTextId: string;
  onAddAtCentre: () => void;
  full: boolean;
}) {
  const hint = TOOLS.find((t) => t.value === tool)?.hint;
  return (
    <div className="grid gap-3 text-sm">
      <fieldset>
        <legend className="font-semibold text-navy-900">Tool</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {TOOLS.map((option) => (
            <Button
              key={option.value}
              variant={tool === option.value ? 'primary' : 'outline'}
              aria-pressed={tool === option.value}
              onClick={() => onTool(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <p className="mt-1 min-h-8 text-xs text-slate-600">{hint}</p>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">Colour</span>
          <select
            value={color}
            onChange={(event) => onColor(event.target.value as MarkColor)}
            className={inputClass}
          >
            {MARK_COLORS.map((value) => (
              <option key={value} value={value}>
                {COLOR_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-48 flex-1 gap-1">
          <span className="font-semibold text-navy-900">Note text</span>
          <input
            id={noteTextId}
            value={noteText}
            maxLength={120}
            onChange={(event) => onNoteText(event.target.value)}
            placeholder="Cracked tile"
            className={inputClass}
          />
        </label>
        {tool !== 'select' ? (
          <Button variant="outline" onClick={onAddAtCentre} disabled={full}>
            Add {tool} in the middle
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The marks as a list, for choosing one by keyboard (Tab to it; arrow keys move it, Delete
 * removes it) and the Move buttons: everything the pointer does without dragging.
 */
export function MarksList({
  marks,
  selected,
  onSelect,
  onMove,
  onDelete,
}: {
  marks: readonly PhotoMark[];
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (index: number, dx: number, dy: number) => void;
  onDelete: (index: number) => void;
}) {
  const listBox = useRef<HTMLDivElement>(null);
  // The deleted mark's button (or the Delete button, now disabled) had the focus: it goes to the
  // mark that takes its place in the list, or to the list itself when none is left.
  const deleteMark = (index: number) => {
    onDelete(index);
    requestAnimationFrame(() => {
      const buttons = listBox.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? listBox.current)?.focus();
    });
  };
  const keys = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = keyToDelta(event.key, event.shiftKey);
    if (delta) {
      event.preventDefault();
      onSelect(index);
      onMove(index, delta.x, delta.y);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      deleteMark(index);
    }
  };
  const at = selected !== null && marks[selected] ? selected : null;
  const name = at !== null ? describeMark(marks[at] as PhotoMark, at) : 'the chosen mark';
  const moveBy = (dx: number, dy: number) => () => at !== null && onMove(at, dx, dy);
  const pad: readonly [string, number, number][] = [
    ['Up', 0, -STEP],
    ['Left', -STEP, 0],
    ['Right', STEP, 0],
    ['Down', 0, STEP],
  ];
  // Both halves keep their size whatever is chosen, so the photo above never shifts.
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-[1fr_auto]">
      <div
        ref={listBox}
        tabIndex={-1}
        className="h-40 overflow-y-auto rounded-lg border border-navy-100 p-1 focus:outline-2 focus:outline-ocean-600"
      >
        {marks.length === 0 ? (
          <p className="p-2 text-slate-700">No marks yet. Choose a tool and click on the photo.</p>
        ) : (
          <ul aria-label="Marks" className="grid gap-1">
            {marks.map((mark, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-pressed={selected === index}
                  aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Delete"
                  onClick={() => onSelect(index)}
                  onKeyDown={keys(index)}
                  className={`w-full truncate rounded-md border px-3 py-2 text-left ${selected === index ? 'border-ocean-600 bg-ocean-100/60 font-semibold' : 'border-transparent hover:bg-sand-100'}`}
                >
                  {describeMark(mark, index)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <fieldset className="grid content-start gap-2" disabled={at === null}>
        <legend className="font-semibold text-navy-900">Move {name}</legend>
        <div className="grid w-fit grid-cols-3 gap-1">
          {pad.map(([direction, dx, dy], index) => (
            <Button
              key={direction}
              variant="outline"
              aria-label={`Move ${direction.toLowerCase()}`}
              onClick={moveBy(dx, dy)}
              className={['col-start-2', 'col-start-1', 'col-start-3', 'col-start-2'][index]}
            >
              {direction}
            </Button>
          ))}
        </div>
        <p className="max-w-56 text-xs text-slate-600">
          Or the arrow keys on the mark in the list (Shift: bigger steps; Delete removes it).
        </p>
        <Button variant="ghost" onClick={() => at !== null && deleteMark(at)} className="w-fit">
          Delete mark
        </Button>
      </fieldset>
    </div>
  );
}
