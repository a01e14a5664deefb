// Answers of the catalogue endpoints for the section's tests, in the contract's shapes.
import type { List } from '@donor/shared/contract/common';
import type { CollectWithProgress, ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import { pathOf } from '@donor/shared/endpoint';
import { getCatalogImage } from '@donor/shared/endpoints/shop';

export const listOf = <T>(results: T[]): List<T> => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

export const collect = (over: Partial<CollectWithProgress> = {}): CollectWithProgress => ({
  id: 1, slug: 'servery-2026', title: 'Серверы и SMS на 2026 год', description: 'Собираем на год работы серверов.',
  goal: 600_000, collected: 372_000, is_active: false, ends_at: null, owner_id: null, created_at: '2026-01-01T00:00:00.000Z',
  progress_percentage: 62, ...over,
});

export const souvenir = (over: Partial<Souvenir> = {}): Souvenir => ({
  id: 3, title: 'Термокружка', description: 'Кружка 350 мл.', donations_needed: 5, in_stock: true,
  how_to_get: 'за 5 подтверждённых донаций', get_via: 'donations', donation_amount: null,
  image: { url: pathOf(getCatalogImage, { kind: 'souvenir', file: '3.webp' }), width: 480, height: 360, alt: 'Рисунок: Термокружка' }, ...over,
});

export const shopItem = (over: Partial<ShopItem> = {}): ShopItem => ({
  id: 2, title: 'Набор открыток', description: '8 открыток.', price: 450, in_stock: true, buy_url: 'https://shop.example/cards', stock: null,
  image: { url: pathOf(getCatalogImage, { kind: 'shop', file: '2.webp' }), width: 480, height: 360, alt: 'Рисунок: Набор открыток' }, ...over,
});
