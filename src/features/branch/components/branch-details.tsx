import { Classes } from '@blueprintjs/core';
import type { BranchDetail } from '@/platform/api/generated/model';
import { formatAddress } from '@/platform/format';
import { LazyServingAreaMap, type LngLat } from '@/platform/map';
import { AppButton, Avatar, PhoneLink, QueryError } from '@/platform/ui';
import { toMapArea, useServingAreasByIds } from '@/platform/map';

export const MAP_HEIGHT = 360;

/** The branch's location for the map's marker, when the API knows it. */
export function branchLocation(branch: BranchDetail): LngLat | undefined {
  const { latitude, longitude } = branch;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? [longitude, latitude]
    : undefined;
}

/** The active branch's serving areas on the map (GET serving-areas?ids=...). */
function ServingAreas({ branch }: { branch: BranchDetail }) {
  const { areas, status, query } = useServingAreasByIds(branch.serving_area_ids);
  return (
    <section className="app-card branch-card" aria-labelledby="branch-areas-title">
      <h2 id="branch-areas-title" className="branch-card__title">
        Serving areas
      </h2>
      {status === 'error' ? (
        <QueryError query={query} message="The serving areas could not be loaded." />
      ) : status === 'loading' ? (
        <div
          className={Classes.SKELETON}
          role="status"
          aria-label="Loading serving areas"
          style={{ height: MAP_HEIGHT, borderRadius: 4 }}
        />
      ) : (
        <LazyServingAreaMap
          areas={areas.map(toMapArea)}
          focus={branchLocation(branch)}
          focusLabel={`${branch.name} location`}
          height={MAP_HEIGHT}
          label={`${branch.name} serving areas map`}
          emptyText="No serving areas yet. Edit the branch to add the counties it serves."
        />
      )}
    </section>
  );
}

export type BranchDetailsProps = {
  branch: BranchDetail;
  onEdit: () => void;
  /** Owners only. */
  onDelete?: () => void;
};

/** The active branch: picture, contact, counts, and its serving areas on the map. */
export function BranchDetails({ branch, onEdit, onDelete }: BranchDetailsProps) {
  return (
    <div className="branch-main">
      <section className="app-card branch-card" aria-labelledby="branch-details-title">
        <div className="branch-details__head">
          <Avatar src={branch.avatar_url} name={branch.name} size={72} />
          <div className="branch-details__heading">
            <span className="app-muted branch-details__eyebrow">Active branch</span>
            <h2 id="branch-details-title" className="branch-details__name">
              {branch.name}
            </h2>
          </div>
          <div className="branch-details__actions">
            <AppButton icon="edit" text="Edit" onClick={onEdit} />
            {onDelete && (
              <AppButton
                icon="trash"
                intent="danger"
                variant="outlined"
                text="Delete"
                onClick={onDelete}
              />
            )}
          </div>
        </div>
        <dl className="branch-facts">
          <div className="branch-facts__wide">
            <dt>Address</dt>
            <dd>
              {/* The one address text: a branch made at sign-up has no street yet (review 53 L9:
                  it read ", Austin, TX"). */}
              {formatAddress({
                street: branch.address,
                city: branch.city,
                state: branch.state_initials,
              })}
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <PhoneLink value={branch.phone} />
            </dd>
          </div>
          <div>
            <dt>Team members</dt>
            <dd>{branch.employees_count}</dd>
          </div>
          <div>
            <dt>Orders</dt>
            <dd>{branch.orders_count}</dd>
          </div>
        </dl>
      </section>
      <ServingAreas branch={branch} />
    </div>
  );
}
