-- The charity shop's holds and its payments apart from gifts (docs/SECURITY.md «Благотворительный
-- магазин», api/src/features/payments/README.md «Charity-shop orders»).

-- Who holds the stock of an unpaid order: a hash of the client address (lib/client-ip.ts
-- clientIp), never the address itself. One client may hold only a few pieces at a time
-- (features/shop/orders.ts CLIENT_HOLD_MAX). Orders made before this migration hold nothing
-- countable: '' is nobody's key.
ALTER TABLE shop_orders ADD COLUMN client_key text NOT NULL DEFAULT '';
CREATE INDEX shop_orders_unpaid_by_client ON shop_orders (client_key, created_at) WHERE status = 'created';

-- What a recorded payment paid for: a gift to the project, or a charity-shop purchase. Only
-- gifts are donations: the donor lists, the cabinet's payments and the thank-you letter.
ALTER TABLE payments ADD COLUMN kind text NOT NULL DEFAULT 'donation' CHECK (kind IN ('donation', 'shop'));
UPDATE payments p SET kind = 'shop' FROM shop_orders s WHERE s.payment_order_id = p.order_id;
