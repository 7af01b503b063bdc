import type * as Leaflet from 'leaflet';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { MapMarker } from '@portal/contracts/catalog-map';
import type { BoundingBox } from '@portal/contracts/map-area';
import outlinesUrl from 'virtual:prefecture-outlines';
// Leaflet's UMD build defines the global `L`; Leaflet.markercluster extends that global, so it comes second.
import 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';

/**
 * The map of /map: Leaflet with clustered markers, in a chunk of its own that only this page loads (the first-load
 * budget, ADR 0018). The page drives it through the controller; the map tells the page what a member did.
 * Popups, tooltips and attributions are built as DOM nodes or escaped text: names come from the catalogue.
 */

const L = (window as unknown as { L: typeof Leaflet }).L;

/** The four main islands and Okinawa. */
const JAPAN: Leaflet.LatLngBoundsExpression = [
  [24.0, 122.9],
  [45.6, 146.0],
];
const MAX_ZOOM = 17;
/** Fitting to markers never zooms closer than a town. */
const FIT_MAX_ZOOM = 14;

export interface MapTexts {
  map: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  detail: string;
  detailLabel: (name: string) => string;
  cluster: (count: number) => string;
  outlineCredit: string;
}

export interface PrivilegeMapOptions {
  /** A tile server (Leaflet URL template and its credit as text); null draws the shipped prefecture outlines. */
  tiles: { url: string; attribution: string | null } | null;
  texts: MapTexts;
  /** The privilege's page, for the popup's link; null when it has none. */
  linkFor: (marker: MapMarker) => string | null;
  /** A member chose a marker on the map. */
  onSelect: (menuNo: string) => void;
  /** A member chose a prefecture on the outlines (only while the page asks for one). */
  onPickPrefecture: (code: string) => void;
}

export interface MapView {
  markers: readonly MapMarker[];
  /** The area searched: the map shows it. */
  box: BoundingBox | null;
  /** The prefecture chosen: shown when there are no markers to fit. */
  prefecture: string | null;
  /** Prefecture names by code: while none is chosen, the outlines can be clicked to choose one. */
  pickable: ReadonlyMap<string, string> | null;
}

export interface PrivilegeMapController {
  show(view: MapView): void;
  /** Opens the marker's popup; `reveal` also zooms and pans to it (a choice in the list). */
  select(menuNo: string | null, reveal: boolean): void;
  /** The area in view, for この範囲で検索. */
  bounds(): BoundingBox;
  destroy(): void;
}

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function markerIcon(selected: boolean): Leaflet.DivIcon {
  return L.divIcon({
    className: selected ? 'privilege-marker privilege-marker--selected' : 'privilege-marker',
    html: '<span class="privilege-marker__pin" aria-hidden="true"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });
}

function popupContent(marker: MapMarker, options: PrivilegeMapOptions): HTMLElement {
  const box = element('div', 'privilege-popup');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', marker.menuNm);
  box.append(element('p', 'privilege-popup__name', marker.menuNm));
  const area = [marker.areaMidClassNm, marker.areaSmlClassNm].filter(Boolean).join(' ');
  if (area) box.append(element('p', 'privilege-popup__area', area));
  if (marker.catchCopy) box.append(element('p', 'privilege-popup__copy', marker.catchCopy));
  const href = options.linkFor(marker);
  if (href) {
    const link = element('a', 'privilege-popup__link', options.texts.detail);
    link.href = href;
    link.setAttribute('aria-label', options.texts.detailLabel(marker.menuNm));
    box.append(link);
  }
  return box;
}

function boundsOfOutline(collection: FeatureCollection, code: string): Leaflet.LatLngBounds | null {
  const feature = collection.features.find((f) => f.properties?.code === code);
  return feature ? L.geoJSON(feature).getBounds() : null;
}

export function createPrivilegeMap(container: HTMLElement, options: PrivilegeMapOptions): PrivilegeMapController {
  const { texts } = options;
  const map = L.map(container, { zoomControl: false, attributionControl: false, maxZoom: MAX_ZOOM, minZoom: 4 });
  map.fitBounds(JAPAN, { animate: false });
  L.control.zoom({ position: 'topright', zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  const attribution = L.control.attribution({ prefix: '<a href="https://leafletjs.com/">Leaflet</a>' }).addTo(map);

  let outlines: FeatureCollection | null = null;
  let outlineLayer: Leaflet.GeoJSON | null = null;
  let view: MapView | null = null;

  if (options.tiles) {
    L.tileLayer(options.tiles.url, {
      maxZoom: MAX_ZOOM,
      attribution: options.tiles.attribution ? escapeText(options.tiles.attribution) : '',
    }).addTo(map);
  } else {
    container.classList.add('privilege-map--offline');
    attribution.addAttribution(
      `${escapeText(texts.outlineCredit)} <a href="https://www.naturalearthdata.com/">Natural Earth</a>`,
    );
  }

  const styleOutline = (feature?: Feature<Geometry, { code: string }>): Leaflet.PathOptions => {
    const chosen = feature?.properties.code === view?.prefecture;
    return {
      color: chosen ? '#990042' : '#8a8178',
      weight: chosen ? 2 : 1,
      fillColor: chosen ? '#ffffff' : '#f5f3ef',
      fillOpacity: 1,
    };
  };

  const drawOutlines = () => {
    if (!outlines) return;
    outlineLayer?.remove();
    const pickable = view?.pickable ?? null;
    outlineLayer = L.geoJSON(outlines as FeatureCollection<Geometry, { code: string }>, {
      style: styleOutline,
      // Only while the page asks for a prefecture: afterwards a click on the land would change it unasked.
      interactive: pickable !== null,
      onEachFeature: (feature, layer) => {
        const name = pickable?.get(feature.properties.code);
        if (!name) return;
        layer.bindTooltip(escapeText(name), { sticky: true, direction: 'top' });
        layer.on('click', () => options.onPickPrefecture(feature.properties.code));
      },
    }).addTo(map);
    outlineLayer.bringToBack();
  };

  // The outlines are the base layer only without tiles; a failed fetch leaves the sea, the markers still work.
  if (!options.tiles) {
    void fetch(outlinesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<FeatureCollection>) : null))
      .then((collection) => {
        outlines = collection;
        drawOutlines();
        if (view && view.markers.length === 0 && !view.box && view.prefecture) fitPrefecture(view.prefecture);
      })
      .catch(() => undefined);
  }

  const fitPrefecture = (code: string) => {
    const bounds = outlines ? boundsOfOutline(outlines, code) : null;
    if (bounds) map.fitBounds(bounds, { animate: false, maxZoom: FIT_MAX_ZOOM });
  };

  const clusters = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 50,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
      return L.divIcon({
        className: `privilege-cluster privilege-cluster--${size}`,
        html: `<span aria-hidden="true">${count}</span><span class="sr-only">${escapeText(texts.cluster(count))}</span>`,
        iconSize: [40, 40],
      });
    },
  });
  map.addLayer(clusters);

  const markers = new Map<string, Leaflet.Marker>();
  let selected: string | null = null;

  map.on('popupopen', (event) => {
    // Leaflet names its close button in English.
    const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', texts.closePopup);
    close?.setAttribute('title', texts.closePopup);
  });

  const mark = (menuNo: string | null) => {
    const previous = selected ? markers.get(selected) : undefined;
    previous?.setIcon(markerIcon(false)).setZIndexOffset(0);
    selected = menuNo;
    const current = menuNo ? markers.get(menuNo) : undefined;
    current?.setIcon(markerIcon(true)).setZIndexOffset(1000);
    return current;
  };

  return {
    show(next) {
      const sameMarkers = view?.markers === next.markers;
      const sameArea = view?.box === next.box && view?.prefecture === next.prefecture;
      const samePicking = view?.pickable === next.pickable && view?.prefecture === next.prefecture;
      view = next;
      if (!samePicking) drawOutlines();
      if (sameMarkers && sameArea) return;
      if (!sameMarkers) {
        clusters.clearLayers();
        markers.clear();
        const layers = next.markers.map((item) => {
          const marker = L.marker([item.latitude, item.longitude], {
            icon: markerIcon(item.menuNo === selected),
            title: item.menuNm,
            keyboard: true,
            riseOnHover: true,
          });
          marker.bindPopup(() => popupContent(item, options), { maxWidth: 260, autoPanPadding: [16, 16] });
          marker.on('click', () => options.onSelect(item.menuNo));
          markers.set(item.menuNo, marker);
          return marker;
        });
        clusters.addLayers(layers);
        if (selected && !markers.has(selected)) selected = null;
      }
      if (next.box) {
        map.fitBounds(
          [
            [next.box.south, next.box.west],
            [next.box.north, next.box.east],
          ],
          { animate: false },
        );
      } else if (next.markers.length > 0) {
        map.fitBounds(L.latLngBounds(next.markers.map((m) => [m.latitude, m.longitude])), {
          animate: false,
          padding: [24, 24],
          maxZoom: FIT_MAX_ZOOM,
        });
      } else if (next.prefecture) {
        fitPrefecture(next.prefecture);
      } else {
        map.fitBounds(JAPAN, { animate: false });
      }
    },

    select(menuNo, reveal) {
      const marker = mark(menuNo);
      if (!marker) {
        map.closePopup();
        return;
      }
      if (!reveal) {
        if (!marker.isPopupOpen()) marker.openPopup();
        return;
      }
      clusters.zoomToShowLayer(marker, () => {
        map.panTo(marker.getLatLng(), { animate: false });
        marker.openPopup();
      });
    },

    bounds() {
      const bounds = map.getBounds();
      const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
      return {
        west: clamp(bounds.getWest(), 180),
        south: clamp(bounds.getSouth(), 90),
        east: clamp(bounds.getEast(), 180),
        north: clamp(bounds.getNorth(), 90),
      };
    },

    destroy() {
      map.remove();
    },
  };
}
