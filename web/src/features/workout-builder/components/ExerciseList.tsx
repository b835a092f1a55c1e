// The workout's exercises in order: dragged by their handle with a pointer, or with the keyboard (Space, arrows,
// Space), or moved with the up and down buttons. A drag left hanging is dropped after 30 s (spec §4/§9): the drag
// context is remounted, which is how dnd-kit lets go of an active drag.
import { Stack } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/toaster/toaster';
import { joinedToPrevious, moveItem, type ExerciseDraft } from '../draft';
import { useDragTimeout } from '../use-drag-timeout';
import { ExerciseItem } from './ExerciseItem';

export interface ExerciseListProps {
  exercises: ExerciseDraft[];
  onChange(exercises: ExerciseDraft[]): void;
}

export function ExerciseList({ exercises, onChange }: ExerciseListProps) {
  const { t } = useTranslation();
  const [contextKey, setContextKey] = useState(0);
  const onTimeout = useCallback(() => {
    setContextKey((key) => key + 1);
    notify.show(t('builder.drag.timedOut'));
  }, [t]);
  const drag = useDragTimeout(onTimeout);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = exercises.map((item) => item.key);

  const announcements = useMemo<Announcements>(() => {
    const describe = (id: UniqueIdentifier) => exercises.find((item) => item.key === id)?.exercise.exerciseName ?? '';
    const position = (id: UniqueIdentifier | undefined) => exercises.findIndex((item) => item.key === id) + 1;
    return {
      onDragStart: ({ active }) =>
        t('builder.drag.started', { name: describe(active.id), position: position(active.id), total: exercises.length }),
      onDragOver: ({ active, over }) =>
        over ? t('builder.drag.over', { name: describe(active.id), position: position(over.id), total: exercises.length }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('builder.drag.dropped', { name: describe(active.id), position: position(over.id), total: exercises.length }) : undefined,
      onDragCancel: ({ active }) => t('builder.drag.cancelled', { name: describe(active.id) }),
    };
  }, [exercises, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    drag.stop();
    if (!over || active.id === over.id) return;
    onChange(moveItem(exercises, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };

  return (
    <DndContext
      key={contextKey}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('builder.drag.instructions') } }}
      onDragStart={drag.start}
      onDragEnd={onDragEnd}
      onDragCancel={drag.stop}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack
          as="ol"
          gap="0"
          ps="0"
          aria-label={t('builder.exercises.heading')}
          data-testid="builder-exercises"
          data-dragging={drag.dragging || undefined}
        >
          {exercises.map((item, index) => (
            <ExerciseItem
              key={item.key}
              item={item}
              index={index}
              count={exercises.length}
              joinedToPrevious={joinedToPrevious(exercises, index)}
              onChange={(next) => onChange(exercises.map((other) => (other.key === item.key ? next : other)))}
              onRemove={() => onChange(exercises.filter((other) => other.key !== item.key))}
              onMove={(to) => onChange(moveItem(exercises, index, to))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
