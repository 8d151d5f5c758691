import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { createNote, deleteNote, listNotes, updateNote } from '../../domain/notes/service.js';

export function notesRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(
    paths.channelNotes.pattern,
    validate(endpoints.notes.list, async (ctx, { params }) => {
      ctx.body = await listNotes(db, currentUser(ctx).id, params.id);
    }),
  );

  router.post(
    paths.channelNotes.pattern,
    validate(endpoints.notes.create, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = await createNote(db, currentUser(ctx).id, params.id, body, clock.now());
    }),
  );

  router.patch(
    paths.channelNote.pattern,
    validate(endpoints.notes.update, async (ctx, { params, body }) => {
      ctx.body = await updateNote(db, currentUser(ctx).id, params.id, params.noteId, body, clock.now());
    }),
  );

  router.delete(
    paths.channelNote.pattern,
    validate(endpoints.notes.remove, async (ctx, { params }) => {
      await deleteNote(db, currentUser(ctx).id, params.id, params.noteId);
      ctx.body = { message: 'Note deleted' };
    }),
  );

  return router;
}
