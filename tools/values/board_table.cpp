// The empty boards' table and the published values: tab-separated files, one record a line.
#include "tools/values/board_table.h"

#include <fstream>
#include <sstream>

#include "spec/error.h"

namespace kospec::values {

namespace {

// The tab-separated fields of `line`.
std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream in(line);
  for (std::string field; std::getline(in, field, '\t');) fields.push_back(field);
  if (!line.empty() && line.back() == '\t') fields.emplace_back();
  return fields;
}

// Calls `record` with each non-comment line's fields, after checking there are `count` of them;
// `comment` with each `# ` line.
template <typename Record, typename Comment>
void read_records(const std::string& path, std::size_t count, Record record, Comment comment) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot read");
  std::size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty()) continue;
    if (line[0] == '#') {
      comment(line.size() > 1 && line[1] == ' ' ? line.substr(2) : line.substr(1));
      continue;
    }
    const std::vector<std::string> f = fields_of(line);
    if (f.size() != count)
      throw InputError(path + ":" + std::to_string(number) + ": " + std::to_string(f.size()) +
                       " tab-separated fields, expected " + std::to_string(count));
    record(f);
  }
}

}  // namespace

const TableCell* BoardTable::find(const std::string& board, const std::string& suicide,
                                  const std::string& ruleset) const {
  for (const TableCell& c : cells)
    if (c.board == board && c.suicide == suicide && c.ruleset == ruleset) return &c;
  return nullptr;
}

BoardTable read_board_table(const std::string& path) {
  BoardTable table;
  read_records(
      path, 9,
      [&](const std::vector<std::string>& f) {
        table.cells.push_back({f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8]});
      },
      [&](const std::string& about) { table.about.push_back(about); });
  return table;
}

std::vector<PublishedValue> read_published(const std::string& path) {
  std::vector<PublishedValue> published;
  read_records(
      path, 5,
      [&](const std::vector<std::string>& f) {
        published.push_back({f[0], f[1], f[2], f[3], f[4]});
      },
      [](const std::string&) {});
  return published;
}

std::vector<std::string> disagreements(const BoardTable& table,
                                       const std::vector<PublishedValue>& published) {
  std::vector<std::string> found;
  for (const PublishedValue& p : published) {
    const std::string cell = p.board + " " + p.ruleset + " (self-capture " + p.suicide + ")";
    const TableCell* c = table.find(p.board, p.suicide, p.ruleset);
    if (c == nullptr)
      found.push_back(cell + ": published " + p.result + " (" + p.source + "), not in the table");
    else if (c->result != p.result)
      found.push_back(cell + ": the table has " + c->result + ", published " + p.result + " (" +
                      p.source + ")");
  }
  return found;
}

}  // namespace kospec::values
