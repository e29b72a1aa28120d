/** The messages of one field, tied to its input by id (aria-describedby). */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p className="field__error" id={id} role="alert">
      {messages.join(' ')}
    </p>
  )
}

/** Messages that belong to no field, above the form. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="form-error" role="alert">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  )
}
