// Russian strings of /achievements/ and /profile/achievements (STYLE: one place per page group,
// reviewed together). The achievements' own titles and stage titles come from the API (the
// catalogue in shared/src/contract/achievements.ts); `{name}` placeholders go through interpolate().
import { HEADS } from '../app/page-heads.strings.ts';

export const as = {
  title: 'Достижения',
  intro: 'Виртуальные награды за донации: первая донация, цельная кровь, плазма, акции, отклики на просьбы о помощи и почётные звания.',
  stagesTitle: 'Этапы',
  holders: '{count} {word}',
  holderForms: ['донор', 'донора', 'доноров'] as const,
  nobody: 'Пока никто не получил',
  stageAria: 'Этап {stage}: {title}',
  sharedFocus: 'Этим достижением с вами поделились',
  feedTitle: 'Последние достижения доноров',
  feedEmpty: 'Пока никто не получил достижений.',
  feedItem: '{name} — {title}',
  more: 'Показать ещё',
  loginHint: 'Войдите, чтобы увидеть свой прогресс и закрепить достижения.',
  login: 'Войти',
  mine: {
    ...HEADS.myAchievements,
    reached: 'Получено: {title}',
    reachedAt: 'с {date}',
    notReached: 'Ещё не получено',
    /** A donation waiting for confirmation would reach the next stage (docs/recognition.md «Что засчитывается»). */
    pending: 'Засчитаем после подтверждения: ваша донация ещё на проверке',
    progress: 'До следующего этапа: {current} из {next}',
    allDone: 'Все этапы пройдены',
    pin: 'Закрепить',
    unpin: 'Открепить',
    pinned: 'Закреплено',
    pinnedNotice: 'Достижение «{title}» закреплено',
    unpinnedNotice: 'Достижение «{title}» откреплено',
    share: 'Поделиться',
    shareText: 'Моё достижение на «Донор Рядом»: {title}',
    copied: 'Ссылка скопирована: {url}',
    copyFailed: 'Не удалось скопировать. Ссылка: {url}',
    allLink: 'Все достижения',
    addDonation: 'Добавить донацию',
  },
} as const;
