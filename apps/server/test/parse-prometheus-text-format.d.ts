// parse-prometheus-text-format ships no types: its output as its README documents it (prom2json's shape).
declare module 'parse-prometheus-text-format' {
  export type Labels = Record<string, string>;
  export type Sample =
    | { value: string; labels?: Labels }
    | { buckets: Record<string, string>; count: string; sum: string; labels?: Labels }
    | { quantiles: Record<string, string>; count: string; sum: string; labels?: Labels };
  export type MetricFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
