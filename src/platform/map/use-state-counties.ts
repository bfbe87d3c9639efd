import { useEffect, useMemo, useRef, useState } from 'react';
import { stateFipsOfName } from './areas';
import { loadStateCounties, mergeCounties, type LoadedCounties } from './map-style';
import type { ServingAreaMapProps } from './types';

/**
 * The counties a serving-area map has loaded, a state at a time: the states of its areas at
 * once (by FIPS, or by the state in the name, "…, TX"), more on request (the view at county
 * zoom, the pointer in an editable map). `ready`: the areas' states are in, so the view can
 * fit them; `failed`: a state's counties did not load (the states still render).
 */
export function useStateCounties(areas: ServingAreaMapProps['areas']) {
  // The counties of the states loaded so far, by state FIPS.
  const [loaded, setLoaded] = useState<ReadonlyMap<string, LoadedCounties>>(() => new Map());
  const counties = useMemo(() => mergeCounties(loaded), [loaded]);
  const [failed, setFailed] = useState(false);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });

  // Loads the counties of these states (each once); a failed load shows the notice below.
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  const requestStates = useRef((stateCodes: Iterable<string>) => {
    for (const stateFips of stateCodes) {
      if (requested.current.has(stateFips)) continue;
      requested.current.add(stateFips);
      loadStateCounties(stateFips).then(
        (part) => {
          if (mounted.current) setLoaded((before) => new Map(before).set(stateFips, part));
        },
        () => {
          requested.current.delete(stateFips);
          // The states still render; selections simply cannot be drawn.
          if (mounted.current) setFailed(true);
        },
      );
    }
  }).current;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The states of the areas: by FIPS, or by the state in the name ("…, TX").
  const neededKey = useMemo(() => {
    const codes = new Set<string>();
    for (const area of areas) {
      const stateFips = area.fips?.slice(0, 2) ?? stateFipsOfName(area.name);
      if (stateFips) codes.add(stateFips);
    }
    return [...codes].sort().join(',');
  }, [areas]);
  useEffect(() => {
    if (neededKey) requestStates(neededKey.split(','));
  }, [neededKey, requestStates]);
  // The view waits for the areas' counties before it fits them.
  const ready = !neededKey || neededKey.split(',').every((stateFips) => loaded.has(stateFips));

  return { counties, loaded: loadedRef, requestStates, ready, failed };
}
