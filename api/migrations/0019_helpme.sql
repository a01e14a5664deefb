-- Help-me moderation (docs/helpme.md «Модерация»): a request's photo is served by what its request
-- allows (moderators open a pending one; a published one is cached for minutes, not a year, so
-- hiding the request takes the photo out of shared caches soon), so GET /api/picture/{id}/ asks
-- "is this a request's photo?" on every call, and deleting pictures asks it for each one.
CREATE INDEX address_needs_picture_idx ON address_needs (picture_id) WHERE picture_id IS NOT NULL;
