#pragma once
// One findings set from the shards of a campaign (kospec fuzz --shard K/N, or the ranks of
// `mpirun -np N kospec fuzz`): every shard's findings in game order, one per signature (the first
// found in the lowest-numbered game), renumbered from 1, their files copied and findings.jsonl
// rewritten. Merging one run's own output the same way gives the same set, file for file, since
// each game depends only on the seed and its number.

#include <filesystem>
#include <vector>

#include "tools/fuzz/fuzz_report.h"

namespace kospec::fuzz {

/// Merges the findings of `shards` (output directories of kospec fuzz) into `out`, which is
/// created (its findings.jsonl started anew); returns the findings as recorded there. Throws
/// InputError naming the file when a shard's findings.jsonl or a finding's file cannot be read.
std::vector<RecordedFinding> merge_findings(const std::vector<std::filesystem::path>& shards,
                                            const std::filesystem::path& out);

}  // namespace kospec::fuzz
