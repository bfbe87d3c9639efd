import { useEffect, useMemo, useRef, useState } from 'react';
import { useMounted } from '@/platform/ui/use-mounted';
import { areaStatesKey } from './areas';
import {
  loadedStateCounties,
  loadStateCounties,
  mergeCounties,
  type LoadedCounties,
} from './counties';
import type { ServingAreaMapProps } from './types';

/**
 * The counties a serving-area map has loaded, a state at a time: the states of its areas at
 * once (by FIPS, or by the state in the name, "…, TX"), more on request (the view at county
 * zoom, the pointer in an editable map). `ready`: the areas' states are in, so the view can
 * fit them; `failed`: a state's counties did not load (the states still render).
 */
export function useStateCounties(areas: ServingAreaMapProps['areas']) {
  // The states of the areas: by FIPS, or by the state in the name ("…, TX").
  const neededKey = useMemo(() => areaStatesKey(areas), [areas]);
  const needed = useMemo(() => (neededKey ? neededKey.split(',') : []), [neededKey]);
  // The counties of the states loaded so far, by state FIPS: those already in (the map's
  // wrapper loads the areas' states before it mounts the map, so the first view is theirs).
  const [loaded, setLoaded] = useState<ReadonlyMap<string, LoadedCounties>>(() =>
    loadedStateCounties(needed),
  );
  const counties = useMemo(() => mergeCounties(loaded), [loaded]);
  const [failed, setFailed] = useState(false);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });

  // Loads the counties of these states (each once); a failed load shows the notice below.
  const requested = useRef(new Set<string>(loaded.keys()));
  const mounted = useMounted();
  const requestStates = useRef((stateCodes: Iterable<string>) => {
    for (const stateFips of stateCodes) {
      if (requested.current.has(stateFips)) continue;
      requested.current.add(stateFips);
      loadStateCounties(stateFips).then(
        (part) => {
          if (mounted()) setLoaded((before) => new Map(before).set(stateFips, part));
        },
        () => {
          requested.current.delete(stateFips);
          // The states still render; selections simply cannot be drawn.
          if (mounted()) setFailed(true);
        },
      );
    }
  }).current;
  useEffect(() => requestStates(needed), [needed, requestStates]);
  // The view waits for the areas' counties before it fits them.
  const ready = needed.every((stateFips) => loaded.has(stateFips));

  return { counties, loaded: loadedRef, requestStates, ready, failed };
}
