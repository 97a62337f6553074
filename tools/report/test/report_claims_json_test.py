#!/usr/bin/env python3
"""kospec report --claims-json FILE writes what kospec verify DIR --json-file FILE writes for the
same claims corpus: the same claims, the same results (ruleset, about, status, why,
counterexample) in the same order, the same totals and status. Only each decision's seconds may
differ. The corpus is three cheap claims of corpus/claims (verdicts on the simple ko and on
Figure 5), copied with absolute paths to their figures.

usage: report_claims_json_test.py KOSPEC SOURCE OUT
"""
import json
import os
import subprocess
import sys

kospec, source, out = sys.argv[1:4]
os.makedirs(os.path.join(out, "claims"), exist_ok=True)
with open(os.path.join(source, "corpus/claims/claims.json")) as f:
    corpus = json.load(f)
wanted = ["figure1-ko-rule", "figure5-reduces-to-ko", "figure5-a1-prevents-the-sequence"]
claims = [c for c in corpus["claims"] if c["id"] in wanted]
assert len(claims) == len(wanted), "a claim of the test is gone from corpus/claims"
for c in claims:
    c["file"] = os.path.normpath(os.path.join(source, "corpus/claims", c["file"]))
claims_dir = os.path.join(out, "claims")
with open(os.path.join(claims_dir, "claims.json"), "w") as f:
    json.dump({"about": corpus["about"], "claims": claims}, f)

by_report = os.path.join(out, "report-claims.json")
by_verify = os.path.join(out, "verify-claims.json")
subprocess.run([kospec, "report", os.path.join(source, "corpus/cycles/simple-ko.sgf"),
                "--claims", claims_dir, "--claims-json", by_report, "--no-readings-matrix",
                "--out", os.path.join(out, "report"), "--progress", "0"],
               check=False, cwd=source)
subprocess.run([kospec, "verify", claims_dir, "--json-file", by_verify, "--progress", "0"],
               check=False, cwd=source, stdout=subprocess.DEVNULL)


def without_seconds(path):
    with open(path) as f:
        j = json.load(f)
    for c in j["claims"]:
        for r in c["results"]:
            assert r.pop("seconds") >= 0
    return j


report, verify = without_seconds(by_report), without_seconds(by_verify)
if report != verify:
    print("report --claims-json:\n" + json.dumps(report, indent=1))
    print("verify --json-file:\n" + json.dumps(verify, indent=1))
    sys.exit("the report's claims JSON is not verify's")
assert sum(len(c["results"]) for c in report["claims"]) >= len(wanted)
print("report --claims-json equals verify --json-file:", len(report["claims"]), "claims")
