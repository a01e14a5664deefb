// The "together" blocks (spec §7 "Collective donations, gifts, achievements", §3 Donator advice):
// collective donations, gifts and advice, one lazy chunk shown below the first screen of
// /profile/bonus and in the «Подарки» tab of /profile/ (cabinet-page.tsx, gifts first), with one
// resource for the three.
import { useMemo } from 'react';
import { useSection } from '@donor/shared/ui/section-context';
import { AdviceBlock } from './advice-block.tsx';
import { CollectiveBlock } from './collective-block.tsx';
import { GiftsBlock } from './gifts-block.tsx';
import { createTogetherResource } from './together.resource.ts';
import '../cabinet/cabinet.css';

/** `giftsFirst`: the cabinet's «Подарки» tab opens on the gifts themselves. */
export function TogetherBlocks({ giftsFirst = false }: { giftsFirst?: boolean }) {
  const section = useSection();
  const resource = useMemo(() => createTogetherResource(section), [section]);
  return (
    <>
      {giftsFirst && <GiftsBlock resource={resource} />}
      <CollectiveBlock resource={resource} />
      {!giftsFirst && <GiftsBlock resource={resource} />}
      <AdviceBlock resource={resource} />
    </>
  );
}
