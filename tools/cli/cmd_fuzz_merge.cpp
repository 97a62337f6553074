#include "tools/cli/cmd_fuzz_merge.h"

#include <filesystem>
#include <iostream>
#include <memory>

#include "tools/fuzz/fuzz_merge.h"

namespace kospec::cli {

namespace {

struct FuzzMergeOptions {
  std::vector<std::string> shards;  // the shards' output directories
  std::string out;                  // where the merged set goes
};

int run_fuzz_merge(const FuzzMergeOptions& options, std::ostream& out) {
  const std::vector<std::filesystem::path> shards(options.shards.begin(), options.shards.end());
  const std::vector<fuzz::RecordedFinding> merged = fuzz::merge_findings(shards, options.out);
  std::size_t unknown = 0;
  for (const auto& r : merged) unknown += r.known ? 0 : 1;
  out << merged.size() << " findings, one per signature, from " << shards.size() << " shards ("
      << unknown << " not known), written to " << options.out << "\n";
  for (const auto& r : merged) {
    out << "  " << r.number << ". " << r.signature << (r.known ? " (known)" : "") << ": game "
        << r.game << ", " << r.plies << " plies, " << r.file << "\n";
  }
  return unknown > 0 ? 1 : 0;
}

}  // namespace

void add_fuzz_merge_command(CLI::App& app, int& status) {
  auto o = std::make_shared<FuzzMergeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "fuzz-merge",
      "Merge the output directories of the shards of a fuzz campaign (kospec fuzz --shard K/N, "
      "any launcher) into one findings set: in game order, one finding per signature, "
      "renumbered; the same set one run of every game gives, merged the same way. Exit 0 every "
      "finding known, 1 a finding not known, 2 bad input.");
  cmd->add_option("shards", o->shards, "the shards' output directories")->required();
  cmd->add_option("--out,-o", o->out, "output directory for the merged findings")->required();
  cmd->callback([o, &status] { status = run_fuzz_merge(*o, std::cout); });
}

}  // namespace kospec::cli
