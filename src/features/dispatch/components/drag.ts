import type { DragEvent } from 'react';

/** What is being dragged: a person (to invite) or a pending invitation (to move). */
export type Dragged =
  | { kind: 'person'; employeeId: number }
  | { kind: 'invitation'; employeeId: number; invitationId: number; fromOrderId: number };

const DRAG_TYPE = 'application/x-movers-dispatch';

export const startDrag = (event: DragEvent, dragged: Dragged) => {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
  event.dataTransfer.effectAllowed = 'copyMove';
};

/** Whether the drag carries something of the board's (a drop target shows it takes it). */
export const carriesDrag = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

export function readDrag(event: DragEvent): Dragged | null {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Dragged;
  } catch {
    return null;
  }
}
