import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Certificates for an HTTPS sandbox, made when a test starts (nothing secret is committed) with
 * the `openssl` command line (Node cannot sign a certificate; Debian and Ubuntu machines have it):
 * a CA of the tests' own, and from it a certificate for the sandbox's address (127.0.0.1 and
 * localhost), one for another host name and one that has expired; beside them a self-signed one.
 */
export interface TestCertificates {
	/** The CA's certificate (PEM): what NODE_EXTRA_CA_CERTS names, for n8n to trust */
	caPem: string;
	caFile: string;
	/** Signed by the CA, for 127.0.0.1 and localhost */
	valid: KeyAndCert;
	/** Signed by the CA, for another host name only (other.example) */
	otherHost: KeyAndCert;
	/** Signed by the CA for 127.0.0.1 and localhost, valid only in 2020 */
	expired: KeyAndCert;
	/** For 127.0.0.1 and localhost, signed by its own key */
	selfSigned: KeyAndCert;
	/** Removes the files */
	remove(): void;
}

export interface KeyAndCert {
	key: string;
	cert: string;
}

const SANDBOX_NAMES = 'DNS:localhost,IP:127.0.0.1';

/** Makes the CA and certificates in a folder of their own (about 0.1 s of openssl calls). */
export function makeTestCertificates(): TestCertificates {
	const dir = mkdtempSync(path.join(tmpdir(), 'bizops-tls-'));
	const file = (name: string) => path.join(dir, name);
	const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
	const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

	openssl(
		'req',
		'-x509',
		...newKey,
		'-keyout',
		'ca.key',
		'-out',
		'ca.crt',
		'-days',
		'3650',
		'-subj',
		'/CN=BizOps Test CA',
		'-addext',
		'basicConstraints=critical,CA:TRUE',
		'-addext',
		'keyUsage=critical,keyCertSign,cRLSign',
	);
	// `openssl ca` (not `x509 -req`) because it alone can date a certificate in the past.
	writeFileSync(file('index.txt'), '');
	writeFileSync(file('serial'), '1000\n');
	writeFileSync(
		file('ca.cnf'),
		[
			'[ca]',
			'default_ca = test',
			'[test]',
			`dir = ${dir}`,
			'database = $dir/index.txt',
			'new_certs_dir = $dir',
			'serial = $dir/serial',
			'default_md = sha256',
			'policy = any',
			'unique_subject = no',
			'[any]',
			'commonName = supplied',
			'',
		].join('\n'),
	);
	const signed = (name: string, altNames: string, dates: string[]): KeyAndCert => {
		openssl(
			'req',
			...newKey,
			'-keyout',
			`${name}.key`,
			'-out',
			`${name}.csr`,
			'-subj',
			`/CN=${name}`,
		);
		writeFileSync(
			file(`${name}.ext`),
			`subjectAltName=${altNames}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
		);
		openssl(
			'ca',
			'-batch',
			'-notext',
			'-config',
			'ca.cnf',
			'-cert',
			'ca.crt',
			'-keyfile',
			'ca.key',
			'-in',
			`${name}.csr`,
			'-out',
			`${name}.crt`,
			'-extfile',
			`${name}.ext`,
			...dates,
		);
		return read(name);
	};
	const read = (name: string): KeyAndCert => ({
		key: readFileSync(file(`${name}.key`), 'utf8'),
		cert: readFileSync(file(`${name}.crt`), 'utf8'),
	});

	const valid = signed('sandbox', SANDBOX_NAMES, ['-days', '3650']);
	const otherHost = signed('other', 'DNS:other.example', ['-days', '3650']);
	const expired = signed('expired', SANDBOX_NAMES, [
		'-startdate',
		'20200101000000Z',
		'-enddate',
		'20200201000000Z',
	]);
	openssl(
		'req',
		'-x509',
		...newKey,
		'-keyout',
		'self.key',
		'-out',
		'self.crt',
		'-days',
		'3650',
		'-subj',
		'/CN=localhost',
		'-addext',
		`subjectAltName=${SANDBOX_NAMES}`,
	);
	return {
		caPem: readFileSync(file('ca.crt'), 'utf8'),
		caFile: file('ca.crt'),
		valid,
		otherHost,
		expired,
		selfSigned: read('self'),
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
}
