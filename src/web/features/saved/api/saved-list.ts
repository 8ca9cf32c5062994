import { queryOptions, skipToken, useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import type { ZodType } from 'zod';
import { useToast, type ToastTone } from '#web/components/ui/toast';
import { apiRequest, failedWith } from '#web/lib/api-client';
import { usePageLanguage } from '#web/lib/i18n';
import { insertNewestFirst, replaceRecord, withoutRecord } from '../saved-list-updates';
import { editCachedList, isSessionExpiry, patchCachedList, settleChange } from './optimistic';
import { savedKeys, type SavedKind } from './saved-keys';

/** The texts a saved list's changes end with, in a toast. */
interface SavedListTexts {
  saved: MessageDescriptor;
  alreadySaved: MessageDescriptor;
  errorSaving: MessageDescriptor;
  removed: MessageDescriptor;
  errorRemoving: MessageDescriptor;
}

/** What one kind of saved list is: where it lives in the API, and how a record shows before the server answered. */
export interface SavedListDefinition<Saved extends { id: string }, Request> {
  /** The word in the URLs: POST /api/<kind> saves, DELETE /api/<kind>/:id removes, GET /api/users/:userId/<kind> lists. */
  kind: SavedKind;
  /**
   * The answers' schemas, imported with the first answer (saved-contract.ts): the saved lists start
   * in the header, on every page's first download (decision 0010).
   */
  schemas: () => Promise<{ list: ZodType<Saved[]>; record: ZodType<Saved> }>;
  placeholder: (request: Request, now: Date) => Saved;
  /** When the record was saved: the lists are newest first. */
  timeOf: (saved: Saved) => string;
  texts: SavedListTexts;
}

const noContent = () => import('./saved-contract').then((contract) => contract.noContent);

interface SaveInput<Request> {
  userId: string;
  request: Request;
}

interface RemoveInput<Saved> {
  userId: string;
  record: Saved;
}

/**
 * The list's query options and its save and remove mutations. Both change the cached list at once
 * and undo their own change if the call fails; the list is fetched again once the last change of
 * its kind settled. A 409 means saved already (another tab, a double tap), a 404 on removal means
 * gone already: neither is an error to the parent.
 */
export function savedListApi<Saved extends { id: string }, Request>(definition: SavedListDefinition<Saved, Request>) {
  const { kind, texts, timeOf } = definition;
  const path = `/api/${kind}`;
  const listSchema = () => definition.schemas().then((schemas) => schemas.list);
  const recordSchema = () => definition.schemas().then((schemas) => schemas.record);
  const listKey = (userId: string) => savedKeys.list(kind, userId);
  const changeKey = savedKeys.changes(kind);

  /** GET /api/users/:userId/<kind>, newest first; idle while nobody is signed in. */
  const listQueryOptions = (userId: string | null) =>
    queryOptions({
      queryKey: listKey(userId ?? ''),
      queryFn: userId
        ? ({ signal }) => apiRequest(`/api/users/${encodeURIComponent(userId)}/${kind}`, { schema: listSchema, signal })
        : skipToken,
    });

  /**
   * A change of the list, with a toast to say how it ended. Every change of the kind shares one
   * mutation key and settles the same way: the list is fetched again once the last of them settled.
   */
  function useListChange<Input extends { userId: string }, Answer, Context>(
    change: (queryClient: QueryClient, say: (text: MessageDescriptor, tone: ToastTone) => void) => Omit<UseMutationOptions<Answer, Error, Input, Context>, 'mutationKey' | 'onSettled'>,
  ) {
    const queryClient = useQueryClient();
    const showToast = useToast();
    const { _ } = usePageLanguage();
    return useMutation({
      ...change(queryClient, (text, tone) => showToast(_(text), tone)),
      mutationKey: changeKey,
      onSettled: (_answer, _error, { userId }) => settleChange(queryClient, changeKey, listKey(userId)),
    });
  }

  function useSaveMutation() {
    return useListChange<SaveInput<Request>, Saved, { placeholderId: string }>((queryClient, say) => ({
      mutationFn: ({ request }: SaveInput<Request>) =>
        apiRequest(path, { method: 'POST', body: request, schema: recordSchema }),
      onMutate: async ({ userId, request }) => {
        const placeholder = definition.placeholder(request, new Date());
        await editCachedList<Saved>(queryClient, listKey(userId), (list) => insertNewestFirst(list, placeholder, timeOf));
        return { placeholderId: placeholder.id };
      },
      onSuccess: (saved, { userId }, context) => {
        patchCachedList<Saved>(queryClient, listKey(userId), (list) => replaceRecord(list, context.placeholderId, saved));
        say(texts.saved, 'success');
      },
      onError: (error, { userId }, context) => {
        if (context) patchCachedList<Saved>(queryClient, listKey(userId), (list) => withoutRecord(list, context.placeholderId));
        if (isSessionExpiry(error)) return;
        const duplicate = failedWith(error, 'ALREADY_SAVED');
        say(duplicate ? texts.alreadySaved : texts.errorSaving, duplicate ? 'info' : 'error');
      },
    }));
  }

  function useRemoveMutation() {
    return useListChange((queryClient, say) => ({
      mutationFn: ({ record }: RemoveInput<Saved>) =>
        apiRequest(`${path}/${encodeURIComponent(record.id)}`, { method: 'DELETE', schema: noContent }),
      onMutate: ({ userId, record }) => editCachedList<Saved>(queryClient, listKey(userId), (list) => withoutRecord(list, record.id)),
      onSuccess: () => say(texts.removed, 'success'),
      onError: (error, { userId, record }) => {
        if (failedWith(error, 'NOT_FOUND')) return;
        patchCachedList<Saved>(queryClient, listKey(userId), (list) => insertNewestFirst(list, record, timeOf));
        if (!isSessionExpiry(error)) say(texts.errorRemoving, 'error');
      },
    }));
  }

  return { listQueryOptions, useSaveMutation, useRemoveMutation };
}
