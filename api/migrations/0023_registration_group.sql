-- Registration asks for the blood group (optional; spec §3 User blood_group): the attempt keeps
-- it until its code is confirmed, like the other profile fields (features/auth/registration.ts).
ALTER TABLE registration_attempts ADD COLUMN blood_group text;
