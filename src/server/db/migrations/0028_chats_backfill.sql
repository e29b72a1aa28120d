-- Every booking made before chats existed gets its conversation; a sent request's message becomes its first
-- message (the same statement as openMissingChats in src/server/services/chats/chats.ts).
WITH opened AS (
  INSERT INTO chats (booking_id, guest_id, owner_id, camper_id, created_at, last_message_at)
  SELECT b.id, b.guest_id, c.owner_id, b.camper_id, b.created_at, LEAST(b.created_at, now())
  FROM bookings b JOIN campers c ON c.id = b.camper_id
  WHERE NOT EXISTS (SELECT 1 FROM chats WHERE chats.booking_id = b.id)
  RETURNING id, booking_id, guest_id
)
INSERT INTO chat_messages (chat_id, sender_id, body, sent_at)
SELECT opened.id, opened.guest_id, left(btrim(b.message), 2000), b.created_at
FROM opened JOIN bookings b ON b.id = opened.booking_id
WHERE btrim(b.message) <> '' AND b.status NOT IN ('CREATED', 'CREATED_PRO', 'ABANDONED');
