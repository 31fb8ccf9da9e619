import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ZBillingEnv } from '../services/billing/src/config/env.js';
import { ZContentEnv } from '../services/content/src/config/env.js';
import { ZGatewayEnv } from '../gateway/src/config/env.js';
import { ZIdentityEnv } from '../services/identity/src/config/env.js';
import { ZJobsEnv } from '../services/jobs/src/config/env.js';
import { ZNotificationsEnv } from '../services/notifications/src/config/env.js';
import { ZBaseEnv, ZServiceEnv } from '@hirerelay/nest-common';
import type { Model } from '@kubernetes-models/base';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * infra/k8s rendered as `kubectl apply -k` would send it (kubectl's own Kustomize, offline), every
 * object checked against the Kubernetes OpenAPI schemas (kubernetes-models), and the deployment
 * rules the apps depend on checked by name: every setting each app's env schema reads is set in its
 * Deployment, secrets come from Secrets, probes use the internal port.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const OVERLAYS = ['local', 'production'] as const;
const SERVICES = ['identity', 'jobs', 'billing', 'content', 'notifications'] as const;

/** Each app's settings: the zod schema its main validates at start-up. */
const APP_SCHEMAS: Record<string, z.ZodType> = {
  gateway: ZGatewayEnv,
  identity: ZIdentityEnv,
  jobs: ZJobsEnv,
  billing: ZBillingEnv,
  content: ZContentEnv,
  notifications: ZNotificationsEnv,
};

/** Settings whose values are secrets: only ever from a Secret, never a literal or a ConfigMap. */
const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'PHONE_CODE_HMAC_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'TWILIO_AUTH_TOKEN',
  'DRAFTING_API_KEY',
];

/** The Kubernetes models by apiVersion/kind; a kind not listed here fails the test (add its model). */
const MODELS: Record<string, new (data: never) => Model<unknown>> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  [key: string]: unknown;
}

/** The names a zod object schema reads, through `.transform()`/`.pipe()` wrappers. */
export function schemaKeys(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5; depth++) {
    const candidate = current as { shape?: Record<string, unknown>; def?: { type?: string; in?: unknown } };
    if (candidate.shape) return Object.keys(candidate.shape);
    if (candidate.def?.type === 'pipe') current = candidate.def.in;
    else break;
  }
  throw new Error('not an object schema (or one wrapped in transform/pipe)');
}

function render(overlay: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', path.join(repoRoot, 'infra/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  if (result.error) {
    throw new Error(
      `kubectl is needed to render infra/k8s (kubectl kustomize, offline); it could not run: ${result.error.message}. ` +
        'Install kubectl (v1.27 or later) and run the test again.',
    );
  }
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}
interface Container {
  name: string;
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  startupProbe?: { httpGet?: { path: string; port: string | number } };
  lifecycle?: { preStop?: unknown };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean };
}

/** Where each setting of a container comes from: 'secret', 'config' (ConfigMap) or 'value'. */
function settingsOf(container: Container, objects: K8sObject[]): Map<string, 'secret' | 'config' | 'value'> {
  const settings = new Map<string, 'secret' | 'config' | 'value'>();
  for (const source of container.envFrom ?? []) {
    if (source.secretRef) {
      // Its keys are not in the manifests, so nothing could check them: name each one in `env`.
      throw new Error(
        `${container.name}: envFrom secretRef ${source.secretRef.name} (use secretKeyRef per setting)`,
      );
    }
    const name = source.configMapRef?.name;
    const configMap = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === name);
    if (!configMap)
      throw new Error(`${container.name}: ConfigMap ${String(name)} is not in the rendered output`);
    for (const key of Object.keys((configMap.data as Record<string, string> | undefined) ?? {})) {
      settings.set(key, 'config');
    }
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom?.secretKeyRef ? 'secret' : variable.valueFrom ? 'config' : 'value';
    settings.set(variable.name, from);
  }
  return settings;
}

function configValue(container: Container, objects: K8sObject[], key: string): string | undefined {
  const literal = container.env?.find((variable) => variable.name === key)?.value;
  if (literal !== undefined) return literal;
  let found: string | undefined;
  for (const source of container.envFrom ?? []) {
    const configMap = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name,
    );
    const value = (configMap?.data as Record<string, string> | undefined)?.[key];
    if (value !== undefined) found = value; // later sources win, as in the kubelet
  }
  return found;
}

function envExampleKeys(): string[] {
  const text = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  return [...new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))];
}

function byKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((object) => object.kind === kind);
}

function podSpec(deployment: K8sObject): PodSpec {
  return (deployment.spec as { template: { spec: PodSpec } }).template.spec;
}

function appContainer(deployment: K8sObject): Container {
  const container = podSpec(deployment).containers.find((c) => c.name === deployment.metadata.name);
  if (!container) throw new Error(`${deployment.metadata.name}: no container named like the Deployment`);
  return container;
}

describe.each(OVERLAYS)('infra/k8s overlay %s', (overlay) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(overlay);
  });

  it('renders, and every object is valid against the Kubernetes OpenAPI schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const object of objects) {
      const id = `${object.kind}/${object.metadata.name}`;
      const ModelClass = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!ModelClass) {
        problems.push(`${id}: no schema for ${object.apiVersion} ${object.kind} in this test`);
        continue;
      }
      try {
        new ModelClass(object as never).validate();
      } catch (error) {
        problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a Deployment, PodDisruptionBudget and HorizontalPodAutoscaler for the gateway and each service', () => {
    const apps = ['gateway', ...SERVICES];
    expect(
      byKind(objects, 'Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...apps].sort());
    for (const app of apps) {
      const pdb = byKind(objects, 'PodDisruptionBudget').find((o) => o.metadata.name === app);
      expect(pdb, `PodDisruptionBudget ${app}`).toBeDefined();
      const hpa = byKind(objects, 'HorizontalPodAutoscaler').find((o) => o.metadata.name === app);
      expect((hpa?.spec as { scaleTargetRef?: { name: string } }).scaleTargetRef?.name, `HPA ${app}`).toBe(
        app,
      );
    }
  });

  it.each(Object.keys(APP_SCHEMAS))('sets every setting %s reads, secrets from Secrets only', (app) => {
    const deployment = byKind(objects, 'Deployment').find((d) => d.metadata.name === app)!;
    const settings = settingsOf(appContainer(deployment), objects);
    const missing = schemaKeys(APP_SCHEMAS[app]!).filter((key) => !settings.has(key));
    expect(missing, `settings ${app} reads but its Deployment does not set`).toEqual([]);
    const exposed = SECRET_SETTINGS.filter((key) => settings.has(key) && settings.get(key) !== 'secret');
    expect(exposed, `secrets of ${app} not taken from a Secret`).toEqual([]);
  });

  it('sets every setting of .env.example in the Deployment of an app that reads it', () => {
    const deployments = byKind(objects, 'Deployment');
    const unset = envExampleKeys().filter((key) =>
      Object.entries(APP_SCHEMAS).every(([app, schema]) => {
        if (!schemaKeys(schema).includes(key)) return true;
        const deployment = deployments.find((d) => d.metadata.name === app)!;
        return !settingsOf(appContainer(deployment), objects).has(key);
      }),
    );
    expect(unset).toEqual([]);
  });

  it('commits no Secret values (the Secrets are made outside the repository)', () => {
    expect(byKind(objects, 'Secret').map((s) => s.metadata.name)).toEqual([]);
  });

  it('probes each app on its internal port (INTERNAL_PORT): /livez for liveness, /readyz for readiness', () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      const container = appContainer(deployment);
      const name = deployment.metadata.name;
      const internalPort = Number(configValue(container, objects, 'INTERNAL_PORT'));
      expect(internalPort, `${name}: INTERNAL_PORT`).toBeGreaterThan(0);
      const portNumber = (port: string | number | undefined) =>
        typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
      expect(container.livenessProbe?.httpGet?.path, name).toBe('/livez');
      expect(portNumber(container.livenessProbe?.httpGet?.port), name).toBe(internalPort);
      expect(container.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      expect(portNumber(container.readinessProbe?.httpGet?.port), name).toBe(internalPort);
      expect(portNumber(container.startupProbe?.httpGet?.port), name).toBe(internalPort);
      if (name === 'gateway') {
        expect(Number(configValue(container, objects, 'PORT')), 'the public port').not.toBe(internalPort);
      }
    }
  });

  it("has Prometheus scrape each app's /metrics on its internal port (pod annotations)", () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      const name = deployment.metadata.name;
      const internalPort = configValue(appContainer(deployment), objects, 'INTERNAL_PORT');
      const template = (
        deployment.spec as { template: { metadata?: { annotations?: Record<string, string> } } }
      ).template;
      expect(template.metadata?.annotations, name).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': internalPort,
        'prometheus.io/path': '/metrics',
      });
    }
  });

  it('routes only the gateway public port from the Service and Ingress', () => {
    const gateway = appContainer(byKind(objects, 'Deployment').find((d) => d.metadata.name === 'gateway')!);
    const publicPort = Number(configValue(gateway, objects, 'PORT'));
    expect(gateway.ports?.find((p) => p.name === 'http')?.containerPort).toBe(publicPort);
    const service = byKind(objects, 'Service').find((s) => s.metadata.name === 'gateway')!;
    const ports = (service.spec as { ports: { targetPort: string | number }[] }).ports;
    expect(ports.map((p) => p.targetPort)).toEqual(['http']);
    const ingress = byKind(objects, 'Ingress')[0]!;
    const backends = JSON.stringify(ingress.spec);
    expect(backends).toContain('"name":"gateway"');
    expect(backends).not.toContain('internal');
    expect(backends).not.toContain('9090');
  });

  it("takes mail to reply addresses on port 25 to notifications' inbound SMTP listener", () => {
    const notifications = appContainer(
      byKind(objects, 'Deployment').find((d) => d.metadata.name === 'notifications')!,
    );
    const listenerPort = Number(configValue(notifications, objects, 'INBOUND_SMTP_PORT'));
    expect(configValue(notifications, objects, 'INBOUND_SMTP_HOST'), 'every interface of the pod').toBe(
      '0.0.0.0',
    );
    expect(notifications.ports?.find((p) => p.name === 'smtp')?.containerPort).toBe(listenerPort);
    const service = byKind(objects, 'Service').find((s) => s.metadata.name === 'notifications-smtp');
    const spec = service?.spec as {
      type?: string;
      externalTrafficPolicy?: string;
      selector: Record<string, string>;
      ports: { port: number; targetPort: string | number }[];
    };
    expect(spec.selector).toEqual({ 'app.kubernetes.io/name': 'notifications' });
    expect(spec.ports.map((p) => [p.port, p.targetPort])).toEqual([[25, 'smtp']]);
    // Production: the address the MX record names, keeping the sender's IP; locally a node port.
    if (overlay === 'production') {
      expect([spec.type, spec.externalTrafficPolicy]).toEqual(['LoadBalancer', 'Local']);
    } else expect(spec.type).toBe('NodePort');
  });

  it('rolls out without losing capacity and stops gracefully, as non-root on a read-only filesystem', () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      const name = deployment.metadata.name;
      const spec = deployment.spec as { strategy?: { rollingUpdate?: { maxUnavailable?: number } } };
      expect(spec.strategy?.rollingUpdate?.maxUnavailable, name).toBe(0);
      const pod = podSpec(deployment);
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        expect(container.securityContext?.readOnlyRootFilesystem, `${name}/${container.name}`).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, `${name}/${container.name}`).toBe(false);
        expect(container.resources?.requests?.memory, `${name}/${container.name}`).toBeDefined();
        expect(container.resources?.limits?.memory, `${name}/${container.name}`).toBeDefined();
      }
      expect(appContainer(deployment).lifecycle?.preStop, `${name}: preStop pause`).toBeDefined();
    }
  });

  it('migrates each service database in a Job that the service pods wait for', () => {
    for (const service of SERVICES) {
      const job = byKind(objects, 'Job').find((j) => j.metadata.name === `migrate-${service}`);
      expect(job, `Job migrate-${service}`).toBeDefined();
      const jobPod = (job!.spec as { template: { spec: PodSpec } }).template.spec;
      expect(jobPod.securityContext?.runAsNonRoot).toBe(true);
      const migrate = jobPod.containers[0]!;
      expect(JSON.stringify(migrate)).toContain('migrate","deploy');
      expect(JSON.stringify(migrate)).toContain(`/services/${service}`);
      expect(settingsOf(migrate, objects).get('DATABASE_URL')).toBe('secret');

      const deployment = byKind(objects, 'Deployment').find((d) => d.metadata.name === service)!;
      const wait = podSpec(deployment).initContainers?.find((c) => c.name === 'wait-for-migrations');
      expect(JSON.stringify(wait), `${service} waits for its migrations`).toContain('migrate status');
      // The Job and the app use the same database.
      const secretOf = (container: Container) =>
        container.env?.find((v) => v.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
      expect(secretOf(wait!)).toEqual(secretOf(migrate));
      expect(secretOf(appContainer(deployment))).toEqual(secretOf(migrate));
    }
  });
});

describe('schemaKeys', () => {
  it('reads the shared settings and those behind a transform', () => {
    expect(schemaKeys(ZServiceEnv)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'INTERNAL_PORT', 'HOST']),
    );
    expect(schemaKeys(ZBaseEnv)).toContain('NATS_URL');
    expect(schemaKeys(ZGatewayEnv)).toEqual(expect.arrayContaining(['JWT_SECRET', 'S3_BUCKET', 'PORT']));
  });
});
