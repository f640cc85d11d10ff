import { type JobPhoto, type PhotoMark, PhotoMarksSchema } from '@roofing/contracts';
import { useId, useState } from 'react';
import { useUpdateJobPhoto } from '../../../api/job-photos.ts';
import { useToast } from '../../../app/toast.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverFieldMessages } from '../../../components/ui/server-field-errors.ts';
import {
  type MarkColor,
  type MarkTool,
  markFromGesture,
  moveMark,
  type Point,
} from './mark-geometry.ts';
import { MarksCanvas } from './marks-canvas.tsx';
import { MarksList, MarksToolbar } from './marks-controls.tsx';
import { photoLabel } from './photo-format.ts';

const MAX_MARKS = 30;

/**
 * Marks on one photo (arrows, circles, notes), drawn over the full picture and saved as data
 * beside it (PATCH, positions as fractions): the picture itself is never changed.
 */
export function MarksEditorDialog({ photo, onClose }: { photo: JobPhoto; onClose: () => void }) {
  const ids = useId();
  const update = useUpdateJobPhoto(photo.quoteId);
  const { toast } = useToast();
  const [marks, setMarks] = useState<PhotoMark[]>(() => [...photo.marks]);
  const [selected, setSelected] = useState<number | null>(null);
  const [tool, setTool] = useState<MarkTool>('arrow');
  const [color, setColor] = useState<MarkColor>('red');
  const [noteText, setNoteText] = useState('');
  const [arrowStart, setArrowStart] = useState<Point | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = marks.length >= MAX_MARKS;
  const changed = JSON.stringify(marks) !== JSON.stringify(photo.marks);
  const chosen = selected !== null ? marks[selected] : undefined;

  const add = (mark: PhotoMark) => {
    if (full) {
      setNotice(`A photo takes at most ${MAX_MARKS} marks.`);
      return;
    }
    setMarks((list) => [...list, mark]);
    setSelected(marks.length);
    setNotice(
      `${mark.type === 'note' ? 'Note' : mark.type === 'arrow' ? 'Arrow' : 'Circle'} added.`,
    );
  };
  const moveBy = (index: number, dx: number, dy: number) =>
    setMarks((list) => list.map((mark, i) => (i === index ? moveMark(mark, dx, dy) : mark)));
  const remove = (index: number) => {
    setMarks((list) => list.filter((_, i) => i !== index));
    setSelected(null);
    setNotice('Mark deleted.');
  };
  const chooseTool = (next: MarkTool) => {
    setTool(next);
    setArrowStart(null);
    setSelected(null);
    // Each tool starts in its usual colour (notes read best in yellow); the menu changes it.
    if (next !== 'select') setColor(next === 'note' ? 'yellow' : 'red');
  };
  const choose = (index: number | null) => {
    setSelected(index);
    const mark = index !== null ? marks[index] : undefined;
    if (mark?.type === 'note') setNoteText(mark.text);
    if (mark) setColor(mark.color);
  };
  // The colour and the note's text apply to the chosen mark too.
  const changeColor = (next: MarkColor) => {
    setColor(next);
    if (selected !== null) {
      setMarks((list) => list.map((mark, i) => (i === selected ? { ...mark, color: next } : mark)));
    }
  };
  const changeNoteText = (text: string) => {
    setNoteText(text);
    if (chosen?.type === 'note' && text.trim() !== '') {
      setMarks((list) =>
        list.map((mark, i) =>
          i === selected && mark.type === 'note' ? { ...mark, text: text.trim() } : mark,
        ),
      );
    }
  };
  const addAtCentre = () => {
    if (tool === 'note' && noteText.trim() === '') return needNoteText();
    const start = tool === 'arrow' ? { x: 0.4, y: 0.4 } : { x: 0.5, y: 0.5 };
    const mark = markFromGesture(
      tool,
      start,
      tool === 'arrow' ? { x: 0.5, y: 0.5 } : start,
      photo,
      color,
      noteText,
    );
    if (mark) add(mark);
  };
  const needNoteText = () => {
    setNotice('Type the note first, then click where it goes.');
    document.getElementById(`${ids}-note`)?.focus();
  };

  const save = async () => {
    setError(null);
    const checked = PhotoMarksSchema.safeParse(marks);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'A mark is not valid.');
      return;
    }
    try {
      // The category and caption go as they are, so saving marks never changes them.
      await update.mutateAsync({
        id: photo.id,
        update: { marks: checked.data, category: photo.category, caption: photo.caption ?? '' },
      });
      toast({
        title: 'Marks saved',
        description: `${photoLabel(photo)} now has ${marks.length} ${marks.length === 1 ? 'mark' : 'marks'}.`,
      });
      onClose();
    } catch (failure) {
      const fields = Object.values(serverFieldMessages(failure));
      setError(fields[0] ?? 'The marks could not be saved. Please try again.');
    }
  };

  return (
    <StaffDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Marks on ${photoLabel(photo)}`}
      description="Marks are kept beside the photo; the original picture is never changed."
      wide
    >
      <div className="grid gap-4">
        <MarksToolbar
          tool={tool}
          onTool={chooseTool}
          color={color}
          onColor={changeColor}
          noteText={noteText}
          onNoteText={changeNoteText}
          noteTextId={`${ids}-note`}
          onAddAtCentre={addAtCentre}
          full={full}
        />
        <MarksCanvas
          photo={photo}
          marks={marks}
          selected={selected}
          tool={tool}
          color={color}
          noteText={noteText}
          arrowStart={arrowStart}
          onArrowStart={(point) => {
            setArrowStart(point);
            if (point) setNotice('Now click where the arrow points.');
          }}
          onAdd={add}
          onSelect={choose}
          onMove={moveBy}
          onNeedNoteText={needNoteText}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {notice}
        </p>
        <MarksList
          marks={marks}
          selected={selected}
          onSelect={choose}
          onMove={moveBy}
          onDelete={remove}
        />
        {error ? (
          <p role="alert" className="text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-navy-100 pt-4">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={update.isPending || !changed}>
            {update.isPending ? 'Saving...' : 'Save marks'}
          </Button>
        </div>
      </div>
    </StaffDialog>
  );
}
