import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  type KeyboardEventHandler,
  type PointerEventHandler,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ParticipantPicker, type PickedParticipant } from '../../components/staff/ParticipantPicker';
import { useToast } from '../../components/useToast';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { InquiryStatus } from '../../gql/staff/graphql';
import { useSession } from '../../lib/session';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type BoardFilters,
  INQUIRY_CATEGORIES,
  INQUIRY_STATUSES,
  type InquiryCard,
  UNASSIGNED,
  useInquiryColumn,
  useMoveInquiry,
} from './api';
import { cutBody, relativeTime } from './format';
import '../../components/staff/texts';
import './texts';

/** Pointer first (the column under the pointer); a keyboard move has no pointer, so the rectangle decides. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * Left and right arrows take a picked-up card to the previous or next column (up and down do nothing).
 * The column reached is kept in `reached` (set when the card is picked up) rather than read from `over`,
 * which only follows after a render, and on a sideways-scrolled board only after the scroll event.
 * The card keeps its height and is centred across the target column; where that column is out of
 * sight the sensor scrolls the board under the card (at once, so quick key presses stay in step).
 */
function columnCoordinates(reached: { current: number }): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
    if (step === 0) {
      if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
      return undefined;
    }
    event.preventDefault();
    const { droppableRects, collisionRect } = context;
    const index = Math.min(INQUIRY_STATUSES.length - 1, Math.max(0, reached.current + step));
    const next = INQUIRY_STATUSES[index];
    const rect = next ? droppableRects.get(next) : undefined;
    if (!collisionRect || !rect || index === reached.current) return undefined;
    reached.current = index;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: collisionRect.top };
  };
}

/** A click (less than 6 px of movement) opens the inquiry; more is a drag. */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };

/**
 * Staff: the inquiries board (/inquiries, staff spec section 2 "Inquiries board"): one column per
 * status, each loading its own server pages ("load more"); filters by category, assignee and
 * participant. A card moves to another column by mouse or keyboard (dnd-kit, announced to screen
 * readers): the status changes at once and is saved with the staff member as editor; a failure puts
 * the card back and says so. A card opens /inquiry/{id}.
 */
export function InquiriesBoardPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffInquiries.board.title'));
  const { session } = useSession();
  const toast = useToast();
  const { apiError } = useErrorText();
  const [category, setCategory] = useState('');
  const [assignee, setAssignee] = useState('');
  const [participant, setParticipant] = useState<PickedParticipant | null>(null);
  const filters: BoardFilters = useMemo(
    () => ({ category: category || null, assignee: assignee || null, username: participant?.username ?? null }),
    [category, assignee, participant],
  );
  const move = useMoveInquiry(filters);
  const [dragged, setDragged] = useState<InquiryCard | null>(null);
  const reached = useRef(0);
  const byKeyboard = useRef(false);
  // Stable options: new ones on every render would set the sensors up again in the middle of a drag.
  const keyboardOptions = useMemo(
    () => ({ coordinateGetter: columnCoordinates(reached), scrollBehavior: 'instant' as const }),
    [],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));
  const status = (id: unknown) => t(`staffInquiries.statuses.${id as InquiryStatus}`);
  const subjectOf = (card: InquiryCard | undefined) => card?.subject || t('staffInquiries.board.noSubject');
  const cardOf = (data: unknown) => (data as { card?: InquiryCard } | undefined)?.card;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active.data.current);
      return t('staffInquiries.board.announce.pickedUp', { subject: subjectOf(card), status: status(card?.status) });
    },
    onDragOver: ({ active, over }) => {
      const subject = subjectOf(cardOf(active.data.current));
      return over
        ? t('staffInquiries.board.announce.over', { subject, status: status(over.id) })
        : t('staffInquiries.board.announce.notOver', { subject });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current);
      const to = dropTarget(over?.id);
      return to
        ? t('staffInquiries.board.announce.dropped', { subject: subjectOf(card), status: status(to) })
        : t('staffInquiries.board.announce.cancelled', { subject: subjectOf(card), status: status(card?.status) });
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active.data.current);
      return t('staffInquiries.board.announce.cancelled', { subject: subjectOf(card), status: status(card?.status) });
    },
  };

  /**
   * A key drop goes to the column the arrows reached: `over` follows only after a render, so a quick
   * arrow-then-space would otherwise drop the card where it started.
   */
  function dropTarget(overId: unknown): InquiryStatus | undefined {
    return byKeyboard.current ? INQUIRY_STATUSES[reached.current] : (overId as InquiryStatus | undefined);
  }

  function onDragStart(event: DragStartEvent) {
    const card = cardOf(event.active.data.current);
    reached.current = card ? INQUIRY_STATUSES.indexOf(card.status) : 0;
    byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
    setDragged(card ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const card = cardOf(event.active.data.current);
    const to = dropTarget(event.over?.id);
    if (!card || !to || to === card.status) return;
    move(card, to).catch((error: unknown) => {
      toast.error(`${t('staffInquiries.board.moveFailed', { status: status(card.status) })} ${apiError(error)}`);
    });
  }

  const username = session?.username ?? '';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1.5 }}>
        {t('staffInquiries.board.title')}
      </Typography>
      <Stack
        component="section"
        aria-label={t('staffInquiries.board.filters')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
      >
        <TextField
          select
          size="small"
          label={t('staffInquiries.board.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          // "Any" is the empty value: shown, not left as a blank box under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('staffInquiries.board.anyCategory')}</MenuItem>
          {INQUIRY_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('staffInquiries.board.assignee')}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('staffInquiries.board.anyAssignee')}</MenuItem>
          <MenuItem value={UNASSIGNED}>{UNASSIGNED}</MenuItem>
          {username ? <MenuItem value={username}>{username}</MenuItem> : null}
        </TextField>
        <Box sx={{ minWidth: 280 }}>
          <ParticipantPicker
            label={t('staffInquiries.board.participant')}
            value={participant}
            onChange={setParticipant}
          />
        </Box>
      </Stack>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        autoScroll={false}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('staffInquiries.board.moveHint') },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${INQUIRY_STATUSES.length}, minmax(220px, 1fr))`,
            gap: 1,
            overflowX: 'auto',
            pb: 1,
          }}
        >
          {INQUIRY_STATUSES.map((s) => (
            <BoardColumn key={s} status={s} filters={filters} draggedId={dragged?.id ?? null} />
          ))}
        </Box>
        {/* No drop animation: the card is already in its new column, it would fly back to the old one. */}
        <DragOverlay dropAnimation={null}>{dragged ? <CardBody card={dragged} overlay /> : null}</DragOverlay>
      </DndContext>
    </Box>
  );
}

function BoardColumn({
  status,
  filters,
  draggedId,
}: {
  status: InquiryStatus;
  filters: BoardFilters;
  draggedId: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const column = useInquiryColumn(status, filters);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const cards = column.data?.pages.flatMap((p) => p.items) ?? [];
  const label = t(`staffInquiries.statuses.${status}`);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={`inquiry-column-${status}`}
      sx={{
        p: 1,
        minHeight: 320,
        bgcolor: isOver ? 'action.selected' : 'grey.50',
        borderColor: isOver ? 'primary.main' : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '0.95rem', fontWeight: 600 }}>
        {label}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({cards.length}
          {column.hasNextPage ? '+' : ''})
        </Box>
      </Typography>
      {column.isPending ? (
        <Typography variant="body2" color="text.secondary" role="status">
          …
        </Typography>
      ) : cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('staffInquiries.board.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {cards.map((card) => (
            <Box component="li" key={card.id}>
              <DraggableCard card={card} hidden={card.id === draggedId} />
            </Box>
          ))}
        </Box>
      )}
      {column.hasNextPage ? (
        <Button
          size="small"
          onClick={() => void column.fetchNextPage()}
          disabled={column.isFetchingNextPage}
          aria-label={t('staffInquiries.board.loadMoreIn', { status: label })}
        >
          {t('staffInquiries.board.loadMore')}
        </Button>
      ) : null}
    </Paper>
  );
}

function DraggableCard({ card, hidden }: { card: InquiryCard; hidden: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: card.id, data: { card } });
  const subject = card.subject || t('staffInquiries.board.noSubject');
  return (
    <Box
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      sx={{ opacity: hidden ? 0.4 : 1, touchAction: 'manipulation' }}
    >
      <CardBody
        card={card}
        handle={
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
            aria-label={t('staffInquiries.board.dragHandle', { subject })}
            sx={{ cursor: 'grab', p: 0.25 }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        }
      />
    </Box>
  );
}

/** A card: subject (or 'no subject'), body cut at 120 characters, category, created and updated times. */
function CardBody({ card, handle, overlay }: { card: InquiryCard; handle?: ReactNode; overlay?: boolean }) {
  const { t, i18n } = useTranslation();
  const zone = useStaffZone();
  const unread = card.unreadCount ?? 0;
  return (
    <Paper
      variant="outlined"
      data-testid={overlay ? undefined : `inquiry-card-${card.id}`}
      sx={{ p: 1, cursor: overlay ? 'grabbing' : 'grab', boxShadow: overlay ? 4 : 0 }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {handle}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            {overlay ? (
              <Typography sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                {card.subject || t('staffInquiries.board.noSubject')}
              </Typography>
            ) : (
              <Typography
                component={RouterLink}
                to={`/inquiry/${card.id}`}
                variant="h3"
                sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'primary.dark', overflowWrap: 'anywhere' }}
              >
                {card.subject || t('staffInquiries.board.noSubject')}
              </Typography>
            )}
            {unread > 0 ? (
              <Box
                component="span"
                data-testid="inquiry-unread"
                sx={{
                  bgcolor: 'error.dark',
                  color: 'common.white',
                  borderRadius: 8,
                  px: 0.75,
                  fontSize: 12,
                  flexShrink: 0,
                }}
              >
                <span aria-hidden="true">{unread}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('staffInquiries.board.unread', { count: unread })}
                </Box>
              </Box>
            ) : null}
          </Stack>
          <Typography variant="body2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
            {cutBody(card.body)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
            {card.category ? <Chip size="small" label={card.category} /> : null}
            {card.dispute ? (
              <Chip
                size="small"
                variant="outlined"
                label={`${t('staffInquiries.board.disputed')}: ${t(`staffInquiries.dispute.statuses.${card.dispute.status}`)}`}
              />
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {card.name}
            </Typography>
          </Stack>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('staffInquiries.board.created', { time: formatZonedDateTime(card.createdAt, zone) })}
            {' · '}
            <time dateTime={card.updatedAt} title={formatZonedDateTime(card.updatedAt, zone)}>
              {t('staffInquiries.board.updated', { time: relativeTime(card.updatedAt, i18n.language) })}
            </time>
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
