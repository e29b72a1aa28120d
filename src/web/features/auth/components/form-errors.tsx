/** A form's errors above its fields, announced as they appear; nothing when there are none. */
export function FormErrors({ messages, id }: { messages: readonly string[]; id?: string }) {
  if (messages.length === 0) return null
  return (
    <div className="form-error" role="alert" id={id}>
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  )
}
