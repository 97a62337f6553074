#include "tools/fuzz/fuzz_merge.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include <nlohmann/json.hpp>

#include "spec/error.h"

namespace kospec::fuzz {

namespace {

using Json = nlohmann::ordered_json;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file.string() + ": cannot read the finding");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw InputError(file.string() + ": cannot write the finding");
}

// A shard's finding: where it came from and its findings.jsonl line.
struct ShardFinding {
  std::size_t game = 0;
  std::size_t shard = 0;
  std::size_t number = 0;
  std::filesystem::path dir;
  Json line;
};

std::vector<ShardFinding> read_shard(const std::filesystem::path& dir, std::size_t shard) {
  const std::filesystem::path file = dir / "findings.jsonl";
  std::ifstream in(file);
  if (!in) throw InputError(file.string() + ": cannot read the shard's findings");
  std::vector<ShardFinding> found;
  std::string text;
  for (std::size_t line_number = 1; std::getline(in, text); ++line_number) {
    if (text.empty()) continue;
    try {
      Json line = Json::parse(text);
      found.push_back({line.at("game").get<std::size_t>(), shard,
                       line.at("number").get<std::size_t>(), dir, std::move(line)});
    } catch (const nlohmann::json::exception& e) {
      throw InputError(file.string() + ":" + std::to_string(line_number) +
                       ": not a finding with a game number: " + e.what());
    }
  }
  return found;
}

}  // namespace

std::vector<RecordedFinding> merge_findings(const std::vector<std::filesystem::path>& shards,
                                            const std::filesystem::path& out) {
  std::vector<ShardFinding> all;
  for (std::size_t s = 0; s < shards.size(); ++s) {
    std::error_code ec;
    if (std::filesystem::equivalent(shards[s], out, ec))
      throw InputError(out.string() + ": the merged findings cannot go into one of the shards");
    for (ShardFinding& f : read_shard(shards[s], s)) all.push_back(std::move(f));
  }
  std::sort(all.begin(), all.end(), [](const ShardFinding& a, const ShardFinding& b) {
    return std::tie(a.game, a.shard, a.number) < std::tie(b.game, b.shard, b.number);
  });
  prepare_output(out);
  std::ofstream jsonl(out / "findings.jsonl", std::ios::app);
  std::set<std::string> signatures;
  std::vector<RecordedFinding> merged;
  for (ShardFinding& f : all) {
    const auto signature = f.line.at("signature").get<std::string>();
    if (!signatures.insert(signature).second) continue;
    const std::size_t number = merged.size() + 1;
    const std::string old_name = finding_name(f.number);
    const std::filesystem::path sgf = out / (finding_name(number) + ".sgf");
    const std::filesystem::path tst = out / (finding_name(number) + ".tst");
    write_text(sgf, read_text(f.dir / (old_name + ".sgf")));
    // The regression file's first line names the finding's number.
    std::string test = read_text(f.dir / (old_name + ".tst"));
    const std::string from = "# kospec fuzz finding " + std::to_string(f.number) + ":";
    if (test.rfind(from, 0) == 0)
      test.replace(0, from.size(), "# kospec fuzz finding " + std::to_string(number) + ":");
    write_text(tst, test);
    f.line["number"] = number;
    f.line["file"] = sgf.string();
    f.line["tst"] = tst.string();
    jsonl << f.line.dump() << "\n";
    merged.push_back(
        {number, signature, sgf.string(), tst.string(),
         f.line.value("original_plies", std::size_t{0}), f.line.value("plies", std::size_t{0}),
         f.line.value("setup_stones", std::size_t{0}), f.line.value("known", false), f.game});
  }
  jsonl.flush();
  if (!jsonl) throw InputError((out / "findings.jsonl").string() + ": cannot write");
  return merged;
}

}  // namespace kospec::fuzz
