// Response shapes of the section's catalogue endpoints (api/src/routes/collects.ts, shop.ts).
export interface Collect {
  id: number;
  slug: string;
  title: string;
  description: string;
  goal: number;
  collected: number;
  is_active: boolean;
  progress_percentage?: number;
}
export interface Souvenir { id: number; title: string; description: string; donations_needed: number; in_stock: boolean }
export interface ShopItem { id: number; title: string; description: string; price: number; in_stock: boolean; buy_url: string | null }
export interface Page<T> { count: number; results: T[] }
