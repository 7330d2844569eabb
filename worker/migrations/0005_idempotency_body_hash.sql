-- A reused Idempotency-Key must carry the same submission: the SHA-256 (hex) of the
-- canonical validated body is stored with the key, and a retry whose body hashes
-- differently is refused (422 idempotency_key_reused) instead of answering the first id.
-- NULL for rows stored before this column existed (their retries replay as before).
ALTER TABLE project_inquiries ADD COLUMN idempotency_body_hash TEXT;
ALTER TABLE referrals ADD COLUMN idempotency_body_hash TEXT;
