import { useEffect, useRef, useState } from "react";
import { toast } from "@web/components/ui/toaster";
import { moved, type QuestionDraft } from "../../lib/template-draft";

export type MoveDirection = "up" | "down";

/**
 * Changing, moving and removing the draft's questions, with the focus and the announcement that
 * follow: after a move, focus follows the question (or its other arrow once it reaches an end);
 * after a removal, the list's heading takes it.
 */
export function useQuestionListEdits(questions: QuestionDraft[], onChange: (questions: QuestionDraft[]) => void) {
  const [announcement, setAnnouncement] = useState("");
  const focusTarget = useRef<{ key: string; direction: MoveDirection } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusTarget.current) return;
    const { key, direction } = focusTarget.current;
    focusTarget.current = null;
    const wanted = moveButtons.current.get(`${key}:${direction}`);
    const other = moveButtons.current.get(`${key}:${direction === "up" ? "down" : "up"}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [questions]);

  function update(index: number, patch: Partial<QuestionDraft>) {
    onChange(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  }

  function move(index: number, direction: MoveDirection) {
    const next = moved(questions, index, direction === "up" ? -1 : 1);
    onChange(next);
    const key = questions[index]!.key;
    const position = next.findIndex((question) => question.key === key) + 1;
    setAnnouncement(`Question moved to position ${position} of ${next.length}.`);
    focusTarget.current = { key, direction };
  }

  function remove(index: number) {
    onChange(questions.filter((_, i) => i !== index));
    toast.success("Question removed");
    heading.current?.focus();
  }

  /** The ref callback of a question's move button, so focus can follow the question. */
  const moveButtonRef = (key: string, direction: MoveDirection) => (button: HTMLButtonElement | null) =>
    void (button && moveButtons.current.set(`${key}:${direction}`, button));

  return { announcement, heading, update, move, remove, moveButtonRef };
}
