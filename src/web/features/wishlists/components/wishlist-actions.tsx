import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Modal } from '../../../chrome/modal'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { deleteWishlist } from '../api/delete-wishlist'
import { renameWishlist } from '../api/rename-wishlist'
import { wishlistsKey, type Wishlist } from '../../../api/list-wishlists'

/** Rename a list in a small dialog. */
export function RenameWishlistButton({ list }: { list: Wishlist }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState(list.name)
  const rename = useMutation({
    mutationFn: (newName: string) => renameWishlist(list.slug, newName),
    onSuccess: () => {
      setOpen(false)
      show(simpleToast('success', t`Wishlist renamed.`))
      return queryClient.invalidateQueries({ queryKey: wishlistsKey })
    },
    onError: () => show(simpleToast('error', t`The wishlist could not be renamed.`)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) rename.mutate(name.trim())
  }
  const listName = list.name
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          setName(list.name)
          setOpen(true)
        }}
        aria-label={t`Rename ${listName}`}
      >
        <Trans>Rename</Trans>
      </button>
      <Modal open={open} onOpenChange={setOpen} size="small" title={<Trans>Rename the wishlist</Trans>}>
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor={`rename-${list.slug}`}>
              <Trans>Name</Trans>
            </label>
            <input
              id={`rename-${list.slug}`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
            />
          </div>
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={rename.isPending || !name.trim()}>
              <Trans>Save</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}

/** Delete a list after a confirmation. */
export function DeleteWishlistButton({ list, onDeleted }: { list: Wishlist; onDeleted?: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteWishlist(list.slug),
    onSuccess: async () => {
      setOpen(false)
      show(simpleToast('success', t`Wishlist deleted.`))
      onDeleted?.()
      await queryClient.invalidateQueries({ queryKey: wishlistsKey })
    },
    onError: () => show(simpleToast('error', t`The wishlist could not be deleted.`)),
  })
  const listName = list.name
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        aria-label={t`Delete ${listName}`}
      >
        <Trans>Delete</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="small"
        title={<Trans>Delete the wishlist?</Trans>}
        description={<Trans>“{listName}” and its saved campers will be removed. This cannot be undone.</Trans>}
      >
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </Modal>
    </>
  )
}
