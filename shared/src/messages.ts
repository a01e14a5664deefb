// Every user-facing validation and request-error message, once (spec §5 gives the generic
// wordings verbatim: «Поле не может быть пустым», «Проверьте правильность типа введенного поля»;
// the rest follow the same style). Plain data, no zod: the zod schemas (contract/), the plain
// rules (contract/donation-rules.ts) and the sections' form checks (form-rules.ts) all read their
// text from here, so the API and the forms say the same thing.
//
// Read it as one table: `import * as MSG from '@donor/shared/messages'`, then `MSG.required`,
// `MSG.tooLong(150)`. The messages are separate exports rather than properties of one object
// because the bundler (rolldown) drops unused exports but never unused properties: as one object
// the partner widget, which needs six of these, shipped all of them (+395 B brotli, 15 286 of its
// 15 360 B budget, README «Бюджеты байтов»).

// ---------------------------------------------------------------- fields (spec §5)

export const required = 'Поле не может быть пустым';
export const type = 'Проверьте правильность типа введенного поля';
export const email = 'Введите корректный e-mail';
export const phone = 'Телефон в формате +7XXXXXXXXXX';
export const passwordShort = 'Пароль не короче 8 символов';
export const passwordLong = 'Пароль не длиннее 128 символов';
export const date = 'Введите дату в формате ГГГГ-ММ-ДД';
export const dateRange = 'Проверьте правильность даты';
export const code = 'Код состоит из 6 цифр';
export const id = 'Введите корректный идентификатор';
export const badChars = 'Поле содержит недопустимые символы';
export const tooLong = (n: number): string => `Не более ${n} символов`;
export const agree = 'Необходимо ваше согласие';
export const integer = 'Введите целое число.';

// ---------------------------------------------------------------- donation (spec §5; sums from §9)

export const amountMin = (rub: number): string => `Минимальная сумма пожертвования — ${rub} ₽`;
export const amountMax = (rub: number): string => `Максимальная сумма пожертвования — ${rub} ₽`;
export const methodType = 'Этот способ оплаты недоступен для ежемесячного пожертвования';
export const returnUrl = 'Некорректный адрес возврата';

// ---------------------------------------------------------------- fundraisers (a collect's goal and address)

export const collectGoalMin = (rub: string): string => `Цель сбора — не меньше ${rub} ₽`;
export const collectGoalMax = (rub: string): string => `Цель сбора — не больше ${rub} ₽`;
export const collectSlug = 'Адрес: латинские буквы, цифры и дефис, от 3 до 60 символов';
export const collectSlugTaken = 'Этот адрес уже занят';

// ---------------------------------------------------------------- the donor's cabinet (spec §3 Donation, Honor certificate; §7)

export const choice = 'Выберите значение из списка';
export const dateFuture = 'Дата не может быть в будущем';
export const datePast = 'Дата не может быть в прошлом';
export const dateBefore1950 = 'Дата не может быть раньше 1950 года';
export const dateOrder = 'Дата окончания не может быть раньше даты начала';
export const stationNotFound = 'Пункт сдачи крови не найден';
export const donationNotFound = 'Донация не найдена';
export const pictureNotFound = 'Изображение не найдено';
export const volumeRange = 'Объём — целое число от 10 до 1000 мл';
export const ratingRange = 'Оценка — целое число от 1 до 5';
export const honorExists = 'Почётный сертификат уже добавлен: его можно изменить';
export const donationExists = 'Донация на эту дату уже добавлена';
export const donationConfirmed = 'Донация подтверждена пунктом сдачи крови: это поле не меняется';
export const donationConfirmedDelete = 'Подтверждённую пунктом сдачи крови донацию нельзя удалить';
export const feedbackExists = 'Отзыв об этой донации уже оставлен: его можно изменить';
export const subscriptionAmountProvider = 'Сумму этой подписки пока нельзя изменить: отмените её и оформите новую';
export const subscriptionCancelled = 'Подписка отменена: сумму изменить нельзя';

// ---------------------------------------------------------------- images (spec §5 "Image")

export const imageFileLarge = 'Файл слишком большой: не более 8 МБ';
export const imageFileSmall = 'Файл слишком маленький: не менее 1 КБ';
export const imagePixelsSmall = 'Изображение слишком маленькое: не менее 200×200 пикселей';
export const imagePixelsLarge = 'Изображение слишком большое: не более 40 мегапикселей';
export const imageType = 'Загрузите изображение в формате JPEG, PNG или WebP';
export const imageBroken = 'Не удалось прочитать изображение: файл повреждён';
export const imageMissing = 'Выберите файл изображения';

// ---------------------------------------------------------------- account (spec §7 "Authentication and profile")

export const acceptTerms = 'Нужно принять пользовательское соглашение';
export const acceptPersonalData = 'Нужно согласие на обработку персональных данных';
export const gender = 'Выберите пол: мужской или женский';
export const metadataObject = 'Передайте объект JSON';
export const metadataTooLarge = (kb: number): string => `Не больше ${kb} КБ данных`;
export const donorCardRange = (max: number): string => `Число донаций — целое число от 0 до ${max}`;
export const oauthProvider = 'Этот способ входа недоступен';
export const oauthRedirect = 'Адрес возврата должен быть страницей нашего сайта';
export const oauthState = 'Вход через соцсеть устарел или уже выполнен. Начните заново';
export const socialNotLinked = 'Аккаунт соцсети не привязан. Войдите и привяжите его в настройках';
export const socialTaken = 'Этот аккаунт соцсети уже привязан к другому профилю';
export const notificationChannel = 'Выберите канал: email или sms';

// ---------------------------------------------------------------- a request that failed as a whole

export const network = 'Нет связи — не отправлено. Проверьте подключение к интернету и отправьте ещё раз: введённое сохранено.';
export const generic = 'Что-то пошло не так. Попробуйте ещё раз.';
export const server = 'Ошибка сервера. Попробуйте позже.';

// ---------------------------------------------------------------- help-me form and recipient needs (spec §5 help-me; §4 Joining)

export const helpmeBloodClass = 'Не выбран компонент крови';
export const helpmeBloodType = 'Не выбрана группа крови';
export const helpmeDonorsCount = 'Указано неверное количество доноров крови';
export const helpmeCity = 'Не выбран город';
export const helpmeStation = 'Не выбран пункт сдачи крови';
export const helpmeLastDate = 'Не выбрана дата окончания поиска';
export const helpmeLastName = 'Не указана фамилия';
export const helpmeFirstName = 'Не указано имя';
export const helpmeBirthDate = 'Не указана дата рождения';
export const helpmeSearchReason = 'Не указана причина поиска';
export const helpmeLastDateRange = 'Дата окончания поиска — от сегодняшнего дня до года вперёд';
export const helpmeStationCity = 'Пункт сдачи крови находится в другом городе';
export const helpmeConsent = 'Подтвердите, что вы вправе опубликовать данные пациента';
export const helpmeStatus = 'Выберите статус: найдены доноры или поиск отменён';
export const helpmeNeedMissing = 'Запрос не найден';
export const helpmeNeedClosed = 'Поиск доноров по этому запросу завершён';
export const helpmeSlotNotInNeed = 'Это время не относится к выбранному запросу';
export const helpmeSlotPast = 'Этот день уже прошёл';
export const helpmeJoinTwice = 'Вы уже записаны по этому запросу. Чтобы выбрать другой день, сначала отмените запись';
export const helpmeLeavePast = 'Нельзя отменить запись на прошедший день';
export const helpmeSlotClosed = 'В этот день станция не работает — выберите другой день';

// ---------------------------------------------------------------- top-donors filter (spec §3 Top-donors filter, §4 Top-donors filters)

export const topAgeRange = (min: number, max: number): string => `Возраст — целое число от ${min} до ${max}`;
export const topAgeOrder = 'Возраст «до» не может быть меньше возраста «от»';
export const topYesNo = 'Выберите true или false';
