import { describe, expect, it } from 'vitest';
import { ls } from './layout.strings.ts';
import { os } from './on-demand.strings.ts';
import { ms } from './menus.strings.ts';

describe('the shell strings', () => {
  it('carries the spec wordings verbatim', () => {
    expect(ls.header.login).toBe('Войти');
    expect(ls.city.yourRegion).toBe('Ваш регион');
    expect(ls.city.allRegions).toBe('Все регионы');
    expect(ls.city.moscow).toBe('Москва');
    expect(os.cityModal.other).toBe('Другие регионы');
    expect(os.cityPicker.searching).toBe('Поиск…');
    expect(ms.user.defaultPhotoAlt).toBe('default User photo');
  });

  it('names every header link and avatar-menu item', () => {
    expect(Object.values(ls.header)).toEqual(expect.arrayContaining([
      'Главная', 'Как стать донором', 'Где сдать кровь', 'Помочь проекту', 'Сувениры', 'Достижения', 'Бонусы',
      'Топ доноров', 'Найти донора', 'Сборы', 'Благотворительный магазин', 'Журнал о донорстве',
    ]));
    expect(Object.values(ms.menu)).toEqual(expect.arrayContaining([
      'Личный кабинет', 'Напомнить о донации', 'Добавить донацию', 'Мои бонусы', 'Настройки аккаунта', 'Выйти',
      'Мои организации', 'Профиль донора', 'Показать ещё', 'Свернуть',
    ]));
  });

});
